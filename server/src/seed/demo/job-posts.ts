import type { Database } from '../../db/database.js';
import { jobPosts } from '../../db/schema.js';
import type { SeededMarket } from './markets.js';
import { createRandom } from './random.js';
import type { SeededStorePoint } from './store-points.js';

interface JobTemplate {
  title: string;
  description: (market: string, city: string) => string;
}

const JOB_TEMPLATES: readonly JobTemplate[] = [
  {
    title: 'Arkëtar/e',
    description: (market, city) =>
      `${market} kërkon arkëtar/e për dyqanin në ${city}. Detyrat: shërbimi ndaj klientëve në arkë, pagesat me para në dorë dhe me kartë, mbyllja e arkës në fund të turnit. Ofrojmë orar me turne, pagë të rregullt dhe sigurime shoqërore. Eksperienca e mëparshme është avantazh.`,
  },
  {
    title: 'Magazinier',
    description: (market, city) =>
      `Punë me kohë të plotë në magazinën e ${market} në ${city}: pritja dhe kontrolli i mallit, renditja në rafte, kontrolli i afateve të skadencës dhe inventari javor. Preferohet patentë e kategorisë B.`,
  },
  {
    title: 'Shitës/e në repartin e frutave dhe perimeve',
    description: (market, city) =>
      `Kërkojmë një person të kujdesshëm për repartin e frutave dhe perimeve të ${market} në ${city}. Mbani repartin të freskët dhe të rregullt, peshoni produktet dhe ndihmoni klientët. Nuk kërkohet eksperiencë: trajnimi bëhet në dyqan.`,
  },
  {
    title: 'Kasap/e',
    description: (market, city) =>
      `${market} në ${city} kërkon kasap/e me eksperiencë për repartin e mishit: copëtimi dhe përgatitja e mishit, respektimi i rregullave të higjienës dhe shërbimi ndaj klientëve. Pagë konkurruese dhe shpërblime sipas rezultateve.`,
  },
  {
    title: 'Furrtar/e',
    description: (market, city) =>
      `Furra e ${market} në ${city} kërkon furrtar/e për turnin e mëngjesit (04:00–12:00). Përgatitja e bukës, byrekëve dhe ëmbëlsirave të ditës. Eksperienca në furrë është e domosdoshme.`,
  },
  {
    title: 'Përgjegjës/e turni',
    description: (market, city) =>
      `Drejtoni ekipin e turnit në dyqanin e ${market} në ${city}: organizimi i punës, kontrolli i arkave dhe i furnizimit të rafteve, zgjidhja e ankesave të klientëve. Kërkohen të paktën 2 vjet eksperiencë në shitje me pakicë.`,
  },
  {
    title: 'Shofer/e për shpërndarjen e porosive',
    description: (market, city) =>
      `${market} kërkon shofer/e për shpërndarjen e porosive në ${city} dhe rrethina. Kërkohet patentë e kategorisë B dhe njohje e mirë e qytetit. Automjeti sigurohet nga kompania.`,
  },
  {
    title: 'Punonjës/e pastrimi',
    description: (market, city) =>
      `Kërkojmë punonjës/e pastrimi për dyqanin e ${market} në ${city}, me orar të pjesshëm ose të plotë. Mjedis pune i rregullt dhe pagesë në kohë.`,
  },
];

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Two or three job posts per market, published over the last month, each for one of the cities the
 * market has stores in. A market with three posts has its oldest one closed (inactive), so the admin
 * list shows an inactive post that the public list hides.
 */
export async function seedJobPosts(db: Database, markets: SeededMarket[], stores: SeededStorePoint[]): Promise<void> {
  const random = createRandom(20_250_301);
  const now = Date.now();

  const rows = markets.flatMap((market, marketIndex) => {
    const marketCities = [...new Set(stores.filter((store) => store.marketId === market.id).map((store) => store.city))];
    const count = marketIndex % 2 === 0 ? 3 : 2;
    const templates = [...JOB_TEMPLATES];
    return Array.from({ length: count }, (_, postIndex) => {
      const [template] = templates.splice(random.int(0, templates.length - 1), 1);
      const city = random.pick(marketCities);
      // Post 0 is the newest; hours are spread so that no two posts share a timestamp.
      const ageMs = (postIndex * 9 + random.int(0, 8)) * DAY_MS + random.int(1, 23) * 60 * 60 * 1000;
      return {
        title: template!.title,
        description: template!.description(market.name, city),
        active: !(count === 3 && postIndex === count - 1),
        marketId: market.id,
        createdAt: new Date(now - ageMs),
      };
    });
  });
  await db.insert(jobPosts).values(rows);
}
