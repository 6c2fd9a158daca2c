/**
 * The two words of issue 30 that a screen in every page's first load says (the sidebar's next
 * appointments): whom a family member's visit is for, and the doctor's contact line. Apart from
 * itFamilyWeb, which only lazily loaded screens read (the dashboard's first load has a budget).
 */
export const itFamilyPerson = {
  forPerson: (name: string) => `Per ${name}`,
  contactLine: (name: string) => `Contatto: ${name}`,
};
