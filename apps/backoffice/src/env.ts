// The only reader of import.meta.env: the API and webform URLs, validated once at start.
import { z } from 'zod';

const schema = z.object({
  VITE_API_URL: z.string().url().default('http://localhost:3000'),
  VITE_WEBFORM_URL: z.string().url().default('http://localhost:5174'),
});

const parsed = schema.parse({
  VITE_API_URL: import.meta.env.VITE_API_URL || undefined,
  VITE_WEBFORM_URL: import.meta.env.VITE_WEBFORM_URL || undefined,
});

export const env = {
  apiUrl: parsed.VITE_API_URL.replace(/\/$/, ''),
  webformUrl: parsed.VITE_WEBFORM_URL,
  /** A production build (vite build): large list answers are read without their schemas. */
  production: import.meta.env.PROD,
} as const;
