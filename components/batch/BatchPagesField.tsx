/** The lines of a dropped or chosen file, added after what is typed. */
const withFile = async (typed: string, file: File) => {
  const text = await file.text();
  return typed.trim() === '' ? text : `${typed.replace(/\s*$/, '')}\n${text}`;
};

/** The Pages box of a new batch: addresses typed, pasted, or read from a file dropped or chosen. */
export function BatchPagesField({ text, onText }: { text: string; onText(text: string): void }) {
  return (
    <div class="sl-field">
      <label class="sl-field__label" for="batch-pages">
        Pages
      </label>
      <textarea
        id="batch-pages"
        class="sl-input sl-batch-form__pages"
        rows={8}
        spellcheck={false}
        placeholder={
          'One address per line, any platform:\nhttps://www.youtube.com/watch?v=dQw4w9WgXcQ\nhttps://www.reddit.com/r/typescript'
        }
        value={text}
        onInput={(event) => onText(event.currentTarget.value)}
        onDragOver={(event) => event.preventDefault()}
        onDrop={(event) => {
          const file = event.dataTransfer?.files[0];
          if (!file) return;
          event.preventDefault();
          void withFile(text, file).then(onText);
        }}
      />
      <span class="sl-muted">
        Drop a file of addresses here, or{' '}
        <label class="sl-batch-form__file">
          choose one
          <input
            type="file"
            accept=".txt,.csv,text/plain,text/csv"
            onChange={(event) => {
              const file = event.currentTarget.files?.[0];
              if (file) void withFile(text, file).then(onText);
            }}
          />
        </label>
        .
      </span>
    </div>
  );
}
