import type { AreaSamples } from '../index';

export const websearchSamples: AreaSamples<'websearch'> = {
  'websearch.search': {
    query: 'best time to visit kyoto',
    organic: [
      {
        title: 'Best Time to Visit Kyoto: A Month-by-Month Guide',
        link: 'https://www.japan-guide.com/e/e3950.html',
        snippet:
          'The best times to visit Kyoto are spring (late March to early May) and autumn (late October to early December), when cherry blossoms and autumn leaves are at their peak.',
        position: 1,
        sitelinks: [],
      },
      {
        title: 'When Is the Best Time to Visit Kyoto? | Lonely Planet',
        link: 'https://www.lonelyplanet.com/articles/best-time-to-visit-kyoto',
        snippet:
          "Kyoto is beautiful year-round, but crowds peak during sakura season. Here's how to plan around festivals, weather and prices.",
        position: 2,
        sitelinks: [],
      },
      {
        title: '京都観光のベストシーズンはいつ？季節ごとの見どころ',
        link: 'https://ja.kyoto.travel/event/seasons/',
        snippet:
          '春の桜、夏の祇園祭、秋の紅葉、冬の雪景色。京都観光のおすすめ時期と混雑を避けるコツをご紹介します。',
        position: 3,
        sitelinks: [],
      },
      {
        title: 'Kyoto weather by month: temperature, rain and crowds',
        link: 'https://www.reddit.com/r/JapanTravel/comments/1f3kq8z/kyoto_weather_by_month/',
        snippet:
          'Went in mid-November and the momiji at Eikando were unreal 🍁 but book hotels at least three months ahead.',
        position: 4,
        sitelinks: [],
      },
    ],
    answerBox: null,
    knowledgeGraph: null,
    peopleAlsoAsk: [],
    relatedSearches: [],
  },

  'websearch.news': {
    query: 'Bundesliga',
    news: [
      {
        title: 'Bayern beat Leverkusen 3-1 to stretch lead at the top of the Bundesliga',
        link: 'https://www.reuters.com/sports/soccer/bayern-beat-leverkusen-stretch-bundesliga-lead-2026-11-21/',
        snippet:
          'Harry Kane scored twice as Bayern Munich beat Bayer Leverkusen 3-1 on Saturday to move six points clear.',
        source: 'Reuters',
        date: '3 hours ago',
        imageUrl:
          'https://encrypted-tbn0.gstatic.com/images?q=tbn:ANd9GcRk3vQ8mZp2LxT7yHc1WbN5sJd4gFa6uEo9iKq0MtR2',
      },
      {
        title: 'Dortmund vor dem Topspiel: Kovač setzt auf Rotation',
        link: 'https://www.kicker.de/dortmund-vor-dem-topspiel-kovac-setzt-auf-rotation-1087432/artikel',
        snippet:
          'Borussia Dortmund muss am Sonntag ohne zwei Stammspieler auskommen. Trainer Niko Kovač kündigt Änderungen an.',
        source: 'kicker',
        date: '7 hours ago',
        imageUrl:
          'https://encrypted-tbn0.gstatic.com/images?q=tbn:ANd9GcT8pLw2nQx5VzR1yKc7HbM3sFd9gJa4uEi6oTq2NkW5',
      },
      {
        title: 'Bundesliga title race: five things we learned from matchday 12',
        link: 'https://www.espn.com/soccer/story/_/id/42718853/bundesliga-five-things-learned-matchday-12',
        snippet:
          "Stuttgart's surge, Leipzig's wobble and a record-breaking night in Freiburg headline a dramatic weekend.",
        source: 'ESPN',
        date: '1 day ago',
        imageUrl:
          'https://encrypted-tbn0.gstatic.com/images?q=tbn:ANd9GcQ2mXv7pLz4KtN8yRc3WbH1sJd6gFa9uEo5iMq7TkR0',
      },
      {
        title: 'El alemán que rompe récords: la Bundesliga se rinde a su nueva joya',
        link: 'https://www.marca.com/futbol/bundesliga/2026/11/19/673c5a1b46163f8e1d8b4575.html',
        snippet:
          'Con solo 19 años, el centrocampista suma ya seis goles y cinco asistencias esta temporada.',
        source: 'MARCA',
        date: '2 days ago',
        imageUrl:
          'https://encrypted-tbn0.gstatic.com/images?q=tbn:ANd9GcS5nTw9qLx3VzP8yHc2KbM6sRd1gJa7uEi4oWq9NkT3',
      },
    ],
  },

  'websearch.trends': {
    query: 'pickleball',
    timeframe: 'today 12-m',
    geo: 'US',
    category: 0,
    knowledgeGraph: null,
    organic: [
      {
        title: 'USA Pickleball – The Official Governing Body of Pickleball',
        link: 'https://usapickleball.org/',
        snippet:
          'Find rules, places to play, tournaments and equipment standards from the national governing body.',
        position: 1,
      },
      {
        title: 'Pickleball - Wikipedia',
        link: 'https://en.wikipedia.org/wiki/Pickleball',
        snippet:
          'Pickleball is a racket or paddle sport in which two or four players hit a perforated, hollow polymer ball over a 36-inch-high net.',
        position: 2,
      },
      {
        title: 'Why pickleball is still the fastest-growing sport in America',
        link: 'https://www.nytimes.com/2026/09/14/sports/pickleball-growth.html',
        snippet:
          'Participation has more than doubled in three years, and courts are struggling to keep up with demand.',
        position: 3,
      },
    ],
    relatedSearches: [
      { query: 'pickleball courts near me' },
      { query: 'pickleball paddles' },
      { query: 'pickleball rules' },
      { query: 'pickleball vs padel' },
    ],
  },

  'websearch.finance': {
    ticker: 'AAPL:NASDAQ',
    answerBox: {
      title: 'Apple Inc',
      answer: '241.84 USD +2.17 (0.91%) today',
      source: 'Google Finance',
    },
    knowledgeGraph: null,
    organic: [
      {
        title: 'Apple Inc (AAPL) Stock Price & News - Google Finance',
        link: 'https://www.google.com/finance/quote/AAPL:NASDAQ',
        snippet:
          'Get the latest Apple Inc (AAPL) real-time quote, historical performance, charts, and other financial information.',
        position: 1,
      },
      {
        title: 'AAPL Stock Price | Apple Inc. Stock Quote (U.S.: Nasdaq) | MarketWatch',
        link: 'https://www.marketwatch.com/investing/stock/aapl',
        snippet:
          'Apple Inc. stock price, news, historical charts, analyst ratings and financial information from WSJ.',
        position: 2,
      },
      {
        title: 'Apple Inc. (AAPL) Stock Price, News, Quote & History - Yahoo Finance',
        link: 'https://finance.yahoo.com/quote/AAPL/',
        snippet:
          'Find the latest Apple Inc. (AAPL) stock quote, history, news and other vital information to help you with your stock trading and investing.',
        position: 3,
      },
    ],
  },

  'websearch.shopping': {
    query: 'macbook pro 14 m4',
    shopping: [
      {
        title: 'Apple MacBook Pro 14" M4 Chip 16GB 512GB SSD - Space Black',
        price: '$1,299.00',
        source: 'Best Buy',
        link: 'https://www.bestbuy.com/site/apple-macbook-pro-14-laptop-m4-chip-16gb-memory-512gb-ssd-space-black/6602741.p',
        imageUrl:
          'https://encrypted-tbn2.gstatic.com/shopping?q=tbn:ANd9GcQx7Lp2mVz9KtR4yHc8WbN1sJd3gFa5uEo6iMq2TkW8',
        rating: 4.8,
        ratingCount: 2314,
        productId: '4573265120356917405',
        position: 1,
      },
      {
        title: 'Apple 14-inch MacBook Pro M4 (2024) 10-Core CPU, 16GB, 1TB - Silver',
        price: '$1,499.00',
        source: 'Amazon.com',
        link: 'https://www.amazon.com/dp/B0DLHBJ4R8',
        imageUrl:
          'https://encrypted-tbn1.gstatic.com/shopping?q=tbn:ANd9GcT3nWv8pLx2KzR7yHc5QbM9sFd4gJa1uEi8oTq6NkR2',
        rating: 4.7,
        ratingCount: 1187,
        productId: '11248903675521408392',
        position: 2,
      },
      {
        title: 'MacBook Pro 14-inch M4 Pro 24GB 512GB Space Black',
        price: '$1,999.00',
        source: 'Apple',
        link: 'https://www.apple.com/shop/buy-mac/macbook-pro/14-inch-space-black-standard-display-apple-m4-pro-with-12-core-cpu-and-16-core-gpu-24gb-memory-512gb',
        imageUrl:
          'https://encrypted-tbn3.gstatic.com/shopping?q=tbn:ANd9GcR9mXw4qLz7KtP2yHc6WbN3sJd8gFa1uEo4iMq5TkT7',
        rating: 4.9,
        ratingCount: 642,
        productId: '7729104586331276014',
        position: 3,
      },
      {
        title: 'Apple MacBook Pro 14" M4 16GB/512GB (Renewed Premium)',
        price: '$1,149.99',
        source: 'Back Market',
        link: 'https://www.backmarket.com/en-us/p/macbook-pro-14-inch-2024-m4-16gb-512gb/8c3e7a91-4f2b-4d6e-9a15-2b7c0d4e9f81',
        imageUrl:
          'https://encrypted-tbn0.gstatic.com/shopping?q=tbn:ANd9GcS6pTw1nQx8VzR3yKc9HbM2sFd5gJa7uEi3oWq4NkP9',
        rating: 4.5,
        ratingCount: 208,
        productId: '16093218847725590613',
        position: 4,
      },
    ],
  },
};
