// The demo accounts of the development data set (never created in production).
import type { RoleId } from '@tourplanner/domain/entities';

export const DEMO_PASSWORD = 'TourPlanner-demo1';

export interface DemoAccount {
  email: string;
  role: RoleId;
  firstname: string;
  lastname: string;
}

const HOSTESS_NAMES: [string, string][] = [
  ['Anna', 'Kowalska'],
  ['Katarzyna', 'Nowak'],
  ['Magdalena', 'Wiśniewska'],
  ['Agnieszka', 'Wójcik'],
  ['Joanna', 'Kamińska'],
  ['Aleksandra', 'Lewandowska'],
  ['Natalia', 'Zielińska'],
  ['Monika', 'Szymańska'],
  ['Karolina', 'Woźniak'],
  ['Paulina', 'Dąbrowska'],
  ['Weronika', 'Kozłowska'],
  ['Justyna', 'Jankowska'],
];

export const DEMO_ACCOUNTS: DemoAccount[] = [
  { email: 'admin@tourplanner.test', role: 'ADMIN', firstname: 'Tomasz', lastname: 'Administracki' },
  { email: 'asm@tourplanner.test', role: 'ASM', firstname: 'Piotr', lastname: 'Mazur' },
  { email: 'hsadm@tourplanner.test', role: 'HSADM', firstname: 'Ewa', lastname: 'Grabowska' },
  ...HOSTESS_NAMES.map(([firstname, lastname], i) => ({
    email: `hst${i + 1}@tourplanner.test`,
    role: 'HST' as const,
    firstname,
    lastname,
  })),
  // A brand's read-only account, for the event with the most registrations (./demo-registrations.ts).
  { email: 'klient@tourplanner.test', role: 'CLIENT', firstname: 'Barbara', lastname: 'Markowska' },
];
