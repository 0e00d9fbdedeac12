// The player screens' lazy namespaces in English as JSON text by file (renderer/lib/player-texts.ts)
export default import.meta.glob<string>(
  './{auth,system,promotions,money,responsible,engagement,points,support,pages,messages,lottery,legal}.json',
  { query: '?raw', import: 'default', eager: true },
);
