import type { SeedBrand } from '../seed-types';

/** Brands sold in the store; `colour` and `accent` paint the generated pack images. */
export const brands: SeedBrand[] = [
  { slug: 'optimum-nutrition', name: 'Optimum Nutrition', colour: '#1C2541', accent: '#E0B040' },
  { slug: 'muscletech', name: 'MuscleTech', colour: '#1D3557', accent: '#E63946' },
  { slug: 'dymatize', name: 'Dymatize', colour: '#8E1B1B', accent: '#B0BEC5' },
  { slug: 'bsn', name: 'BSN', colour: '#1E2A38', accent: '#4FC3F7' },
  { slug: 'universal-nutrition', name: 'Universal Nutrition', colour: '#F2C200', accent: '#1A1A1A' },
  { slug: 'nutrex', name: 'Nutrex', colour: '#0B0B0B', accent: '#D62828' },
  { slug: 'cellucor', name: 'Cellucor', colour: '#2B59C3', accent: '#FF6B35' },
  { slug: 'ronnie-coleman', name: 'Ronnie Coleman Signature Series', colour: '#262626', accent: '#F59E0B' },
  { slug: 'smart-muscle', name: 'Smart Muscle', colour: '#0F766E', accent: '#BEF264' },
  { slug: 'proscience', name: 'Proscience', colour: '#5B21B6', accent: '#FBBF24' },
  { slug: 'healthy-sports', name: 'Healthy Sports', colour: '#15803D', accent: '#FDE68A' },
];
