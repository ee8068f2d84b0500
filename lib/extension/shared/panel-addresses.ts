/** The panel's address for a link's page (the panel shows that page instead of the tab's). */
export const linkPanelPath = (url: string) =>
  `/sidepanel.html?url=${encodeURIComponent(url)}` as const;
