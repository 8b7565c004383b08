/** English strings of the contact area (see areas/contact.ts). */
const contact = {
  title: "Contact Us",
  description: (brand: string) =>
    `Talk to ${brand}: sales, partnerships, integration support, press and careers contacts, and our Malta office.`,
  h1: "Talk to the studio",
  lead: "Tell us what you run and where, and the right team gets back to you within one working day.",
  channels: "Who to write to",
  sales: "Sales and game licensing",
  partnerships: "Partnerships and aggregators",
  support: "Integration and technical support",
  press: "Press and media",
  careers: "Careers",
  phone: "Phone",
  office: "Office",
  hours: "Monday to Friday, 09:00 to 18:00 CET",
} as const;

export default contact;
