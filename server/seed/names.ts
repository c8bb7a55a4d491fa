import type { Rng } from './rng';
import type { GenMember } from './types';

const words = (list: string) => list.trim().split(/\s+/);
const enFirst = words(`
  James Olivia Liam Emma Noah Ava Ethan Sophia Mason Isabella Lucas Mia Logan Amelia Jacob
  Harper Michael Evelyn Daniel Abigail Henry Emily Jackson Ella Samuel Grace Owen Chloe Ryan
  Lily Nathan Hannah Caleb Zoe Dylan Nora Aaron Claire Adam Ruby
`);
const enLast = words(`
  Smith Johnson Williams Brown Jones Miller Davis Wilson Anderson Taylor Thomas Moore Martin
  Jackson Thompson White Harris Clark Lewis Robinson Walker Young Allen King Wright Scott
  Green Baker Adams Nelson Hill Campbell Mitchell Roberts Carter Phillips Evans Turner
  Parker Collins
`);
const esFirst = words(`
  Lucía Mateo Sofía Santiago Valentina Sebastián Camila Diego Mariana Alejandro Daniela
  Javier Gabriela Andrés Fernanda Carlos Paula Miguel Elena José Carmen Luis Ana Jorge
  Natalia Pablo Ximena Ricardo Renata Emilio Regina Tomás Julieta Héctor Adriana Raúl Lorena
  Martín Verónica Óscar
`);
const esLast = words(`
  García Martínez López González Hernández Rodríguez Pérez Sánchez Ramírez Torres Flores
  Rivera Gómez Díaz Cruz Morales Reyes Gutiérrez Ortiz Ruiz Jiménez Vargas Castillo Romero
  Mendoza Herrera Medina Aguilar Navarro Muñoz Rojas Delgado Castro Ortega Silva Vega Ramos
  Molina Suárez Peña
`);

/**
 * Where generated members come from. `country` indexes `countries` (reference.ts);
 * esLanguage and altCurrency are the chances of Spanish and of the local currency.
 */
export const locales = [
  {
    share: 0.45,
    country: 0,
    mobileCode: '1',
    spanish: false,
    esLanguage: 0.05,
    altCurrency: 0,
    currency: 'USD',
  },
  {
    share: 0.15,
    country: 3,
    mobileCode: '44',
    spanish: false,
    esLanguage: 0,
    altCurrency: 0,
    currency: 'USD',
  },
  {
    share: 0.25,
    country: 1,
    mobileCode: '52',
    spanish: true,
    esLanguage: 0.75,
    altCurrency: 0.6,
    currency: 'MXN',
  },
  {
    share: 0.08,
    country: 2,
    mobileCode: '34',
    spanish: true,
    esLanguage: 0.8,
    altCurrency: 0.8,
    currency: 'EUR',
  },
  {
    share: 0.07,
    country: 4,
    mobileCode: '57',
    spanish: true,
    esLanguage: 0.7,
    altCurrency: 0,
    currency: 'USD',
  },
];

export const localeOf = (m: GenMember) => locales[m.locale] as (typeof locales)[number];

const folded = new Map<string, string>();
/** ASCII lower case without accents; the name lists are small, so results are cached. */
function fold(s: string): string {
  let f = folded.get(s);
  if (f === undefined) {
    f = s
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z]/g, '');
    folded.set(s, f);
  }
  return f;
}

export function nameMember(m: GenMember, rng: Rng, taken: Set<string>) {
  const roll = rng.next();
  let acc = 0;
  let index = 0;
  for (let i = 0; i < locales.length; i++) {
    acc += (locales[i] as (typeof locales)[number]).share;
    index = i;
    if (roll < acc) break;
  }
  const locale = locales[index] as (typeof locales)[number];
  m.locale = index;
  m.firstName = rng.pick(locale.spanish ? esFirst : enFirst);
  m.lastName = rng.pick(locale.spanish ? esLast : enLast);
  m.language = rng.chance(locale.esLanguage) ? 'es' : 'en';
  m.currency = rng.chance(locale.altCurrency) ? locale.currency : 'USD';
  const base = `${fold(m.firstName)}.${fold(m.lastName)}`;
  let username = `${base}${rng.int(1, 99)}`;
  if (taken.has(username)) username = `${base}${rng.int(100, 999)}`;
  // The id keeps the last resort unique: no other pattern has a second dot.
  if (taken.has(username)) username = `${base}.${m.id}`;
  taken.add(username);
  m.username = username;
}
