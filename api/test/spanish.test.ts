// docs/contract.md "Spanish": the renter's language travels. A guest card or a saved search in Spanish (GraphQL, or the
// form post of the Spanish pages) stores ES, and every e-mail the renter gets is in Spanish with links to the /es/
// pages; English stays English; a bad value is a 400 naming the field. Agents record the languages they speak, and
// the inbox filters by language and shows an agent who speaks Spanish the Spanish leads first.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOutboxWorker } from '../src/jobs/outbox-worker.js';
import { createLogger } from '../src/logger.js';
import { updateFloorplan } from '../src/services/apartment-admin.js';
import { runAlerts } from '../src/services/saved-searches.js';
import { addApartment } from './fixtures.js';
import type { TestApp } from './harness.js';
import { startMailbox, type Mailbox } from './mailbox.js';
import { adminSession, agentSession, appWithSecret, gqlFromAddresses, okFrom, send } from './sessions.js';

let app: TestApp;
let mailbox: Mailbox;
let admin: { token: string };
let agent: { id: string; token: string };
let brook: Awaited<ReturnType<typeof addApartment>>;

const gql = gqlFromAddresses(() => app, '10.61.0');

const ok = okFrom(gql);

const outbox = (kind: string, to: string) =>
  app.db.prisma.outboxMessage.findMany({ where: { kind, toAddress: to }, orderBy: { createdAt: 'asc' } });
const tokenIn = (text: string) => /token=([\w-]{43})/.exec(text)?.[1];

/** Sends what the outbox holds through the in-process SMTP server, and answers the message sent to `to`. */
async function delivered(to: string) {
  const worker = createOutboxWorker({
    prisma: app.db.prisma,
    smtpUrl: mailbox.url,
    from: 'SATX Apartment Locators <no-reply@satx.example>',
    logger: createLogger('silent'),
  });
  const before = mailbox.messages.length;
  const sent = await worker.runOnce();
  await worker.stop();
  await mailbox.waitFor(before + sent);
  const mail = mailbox.messages.find((message) => message.to && 'text' in message.to && message.to.text === to);
  expect(mail, `an e-mail to ${to}`).toBeDefined();
  return mail!;
}

const card = async (overrides: Record<string, unknown>) => ({
  name: 'Rosa Díaz',
  email: 'rosa.diaz@example.com',
  preferredContact: 'email',
  moveInDate: '2027-02-01',
  budgetCents: 165_000,
  roomTypes: ['oneBed', 'twoBed'],
  consent: true,
  formToken: (await ok('{ guestCardToken }')).guestCardToken,
  ...overrides,
});
const submit = `mutation ($input: GuestCardInput!) { submitGuestCard(input: $input) }`;

beforeAll(async () => {
  // The requests' clock runs a minute ahead: a person took that long to fill the card in.
  app = await appWithSecret({ clock: () => new Date(Date.now() + 60_000) });
  mailbox = await startMailbox();
  admin = await adminSession(app);
  agent = await agentSession(app);
  brook = await addApartment(app.db.prisma, {
    name: 'Brook Hollow',
    code: 'BH-1',
    location: ['Medical Center/UTSA'],
    floorplans: [{ type: 'twoBed', minPrice: 1500, maxPrice: 1600 }],
    verifiedAt: new Date(),
  });
});
afterAll(async () => {
  await mailbox.close();
  await app.close();
});

describe('a guest card in Spanish', () => {
  it('stores the language and sends a Spanish receipt, with a link to the Spanish page, through SMTP', async () => {
    await ok(submit, { input: await card({ preferredLanguage: 'ES', apartmentId: brook.id }) });
    const lead = await app.db.prisma.lead.findFirstOrThrow({ where: { email: 'rosa.diaz@example.com' } });
    expect(lead.preferredLanguage).toBe('ES');
    const mail = await delivered('rosa.diaz@example.com');
    expect(mail.subject).toBe('Recibimos su solicitud - SATX Apartment Locators');
    expect(mail.text?.trim().split('\n\n')).toEqual([
      'Hola, Rosa Díaz:',
      'Gracias por comunicarse con SATX Apartment Locators. Un agente con licencia se pondrá en contacto con usted en ' +
        'un día hábil sobre BH-1. Nuestro servicio es gratis para usted.',
      'Tipo de apartamento: 1 recámara y 2 recámaras',
      'Presupuesto: $1,650 al mes, todo incluido',
      'Fecha de mudanza: 1 de febrero de 2027',
      `Mientras tanto, siga buscando: ${app.config.origin}/es/apartment/${brook.id}/floorplans/`,
      '¿Tiene preguntas antes? Llame al (210) 555-0142 o escríbanos a sales@satxapartmentlocators.com.',
    ]);
    // The agents' notice stays in English and says which language the renter writes in.
    const [notice] = await app.db.prisma.outboxMessage.findMany({ where: { kind: 'lead.new', leadId: lead.id } });
    expect(notice.text).toContain('The renter writes in Spanish.');
    expect(notice.text).toContain('Room types: 1 Bedroom, 2 Bedroom');
  });

  it('keeps an English card in English, with English links', async () => {
    await ok(submit, { input: await card({ email: 'dana@example.com', name: 'Dana' }) });
    const lead = await app.db.prisma.lead.findFirstOrThrow({ where: { email: 'dana@example.com' } });
    expect(lead.preferredLanguage).toBe('EN');
    const mail = await delivered('dana@example.com');
    expect(mail.subject).toBe('We received your request - SATX Apartment Locators');
    expect(mail.text).toContain('Hi Dana,');
    expect(mail.text).toContain('Move-in: Feb 1, 2027');
    expect(mail.text).toContain(`Keep looking while you wait: ${app.config.origin}/search/\n`);
  });

  it('refuses a language it does not know, naming the field', async () => {
    const refused = await gql(submit, { input: await card({ email: 'fr@example.com', preferredLanguage: 'FR' }) });
    expect(refused.status).toBe(400);
    expect(refused.errors?.[0].message).toContain('preferredLanguage');
    expect(await app.db.prisma.lead.count({ where: { email: 'fr@example.com' } })).toBe(0);
  });
});

describe('the Spanish form post, without JavaScript', () => {
  let address = 0;
  const post = async (fields: Record<string, string>) => {
    const body = new URLSearchParams({
      formToken: (await ok('{ guestCardToken }')).guestCardToken,
      name: 'Luis Peña',
      preferredContact: 'email',
      consent: 'true',
      website: '',
      ...fields,
    });
    return send(app, 'POST', '/api/guest-card', {
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'sec-fetch-site': 'same-origin',
        'x-forwarded-for': `10.62.0.${(address += 1)}`,
      },
      body: body.toString(),
    });
  };

  it('stores es as Spanish and goes on to the Spanish thank-you page', async () => {
    const answer = await post({
      email: 'luis@example.com',
      preferredLanguage: 'es',
      returnTo: '/es/ConnectWithAnAgent/',
    });
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe('/es/thank-you/?sent=guest-card');
    const lead = await app.db.prisma.lead.findFirstOrThrow({ where: { email: 'luis@example.com' } });
    expect(lead.preferredLanguage).toBe('ES');
    const [receipt] = await outbox('lead.confirmation', 'luis@example.com');
    expect(receipt.subject).toBe('Recibimos su solicitud - SATX Apartment Locators');
  });

  it('answers a 400 naming preferredLanguage for any other value, and stores nothing', async () => {
    for (const preferredLanguage of ['fr', 'ES ', 'spanish']) {
      const answer = await post({ email: 'nope@example.com', preferredLanguage });
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({
        message: 'preferredLanguage must be en or es',
        errors: { preferredLanguage: 'preferredLanguage must be en or es' },
      });
    }
    expect(await app.db.prisma.lead.count({ where: { email: 'nope@example.com' } })).toBe(0);
  });
});

describe('a saved search in Spanish', () => {
  const save = `mutation ($input: SaveSearchInput!) { saveSearch(input: $input) }`;
  const filter = { roomTypes: ['twoBed'], maxAllInMonthly: 1600 };

  it('confirms and alerts in Spanish, with links to the /es/ pages; an English one stays English', async () => {
    await ok(save, { input: { email: 'marta@example.com', filter, frequency: 'instant', preferredLanguage: 'ES' } });
    await ok(save, { input: { email: 'sam@example.com', filter, frequency: 'instant' } });
    const [confirmation] = await outbox('search.confirm', 'marta@example.com');
    const token = tokenIn(confirmation.text)!;
    const origin = app.config.origin;
    expect(confirmation.subject).toBe('Confirme sus alertas de apartamentos - SATX Apartment Locators');
    expect(confirmation.text.split('\n\n')).toEqual([
      'Por favor, confirme que desea recibir alertas de: 2 recámaras, hasta $1,600 al mes todo incluido.',
      `Confirmar: ${origin}/es/alerts/confirm/?token=${token}`,
      'Si usted no lo pidió, ignore este correo: no le enviaremos nada.',
      `Ver la búsqueda: ${origin}/es/search/?roomTypes=twoBed&maxAllInMonthly=1600`,
      `Cancelar la suscripción: ${origin}/es/alerts/unsubscribe/?token=${token}`,
    ]);
    const [english] = await outbox('search.confirm', 'sam@example.com');
    expect(english.subject).toBe('Confirm your apartment alerts - SATX Apartment Locators');
    expect(english.text).toContain(`See the search: ${origin}/search/?roomTypes=twoBed&maxAllInMonthly=1600`);

    const confirm = `mutation ($token: String!) { confirmSavedSearch(token: $token) { preferredLanguage label } }`;
    expect((await ok(confirm, { token })).confirmSavedSearch).toEqual({
      preferredLanguage: 'ES',
      label: '2 recámaras, hasta $1,600 al mes todo incluido',
    });
    await ok(confirm, { token: tokenIn(english.text) });
    const twoBed = brook.floorplans[0];
    await updateFloorplan(app.db.prisma, brook.id, twoBed.id, { minPrice: 1400 }, { adminId: null });
    expect((await runAlerts(app.db.prisma, app.catalog, origin, new Date())).queued).toBe(2);

    const [alert] = await outbox('search.alert', 'marta@example.com');
    expect(alert.subject).toBe('1 novedad para 2 recámaras, hasta $1,600 al mes todo incluido');
    expect(alert.text.split('\n\n')).toEqual([
      'Novedades para su búsqueda "2 recámaras, hasta $1,600 al mes todo incluido":',
      '- Bajó la renta: BH-1, 2 recámaras, ahora $1,400 al mes todo incluido (antes $1,500)',
      `Ver la búsqueda: ${origin}/es/search/?roomTypes=twoBed&maxAllInMonthly=1600`,
      'Los precios y la disponibilidad cambian a diario; confírmelos con la propiedad antes de presentar su solicitud.',
      `Cancelar la suscripción: ${origin}/es/alerts/unsubscribe/?token=${token}`,
    ]);
    const [englishAlert] = await outbox('search.alert', 'sam@example.com');
    expect(englishAlert.subject).toBe('1 update for 2 Bedroom, up to $1,600 a month all-in');
    expect(englishAlert.text).toContain('- Price drop: BH-1, 2 Bedroom now $1,400/month all-in (was $1,500)');
  });
});

describe('the lead, the agents and the inbox', () => {
  const lead = (email: string, preferredLanguage: 'EN' | 'ES', minutesAgo: number) =>
    app.db.prisma.lead.create({
      data: {
        name: 'Renter',
        email,
        preferredContact: 'email',
        preferredLanguage,
        source: 'website',
        areas: [],
        roomTypes: [],
        pets: [],
        amenities: [],
        createdAt: new Date(Date.now() - minutesAgo * 60_000),
      },
    });
  const inbox = `query ($language: Language) { leads(inbox: new, first: 100, language: $language) { edges { node { email preferredLanguage } } } }`;
  const emails = (data: { leads: { edges: { node: { email: string } }[] } }) =>
    data.leads.edges.map((edge) => edge.node.email).filter((email) => email.startsWith('inbox-'));

  beforeAll(async () => {
    // Oldest first: an English card waiting longest, then a Spanish one, then another English one.
    await lead('inbox-en-1@example.com', 'EN', 300);
    await lead('inbox-es-1@example.com', 'ES', 200);
    await lead('inbox-en-2@example.com', 'EN', 100);
  });

  it('shows the lead\u2019s language on both doors', async () => {
    const spanish = await app.db.prisma.lead.findFirstOrThrow({ where: { email: 'inbox-es-1@example.com' } });
    const read = await ok(`query ($id: ID!) { lead(id: $id) { preferredLanguage } }`, { id: spanish.id }, agent.token);
    expect(read.lead.preferredLanguage).toBe('ES');
    const rest = await app.rest('GET', `/api/agents/leads/${spanish.id}`, undefined, agent.token);
    expect(rest.status).toBe(200);
    expect(rest.body.lead).toMatchObject({ id: spanish.id, preferredLanguage: 'ES', status: 'new' });
  });

  it('lets an agent record its languages, and an admin any agent\u2019s; admins see them in the agents list', async () => {
    const set = `mutation ($languages: [Language!]!, $agentId: ID) { setAgentLanguages(languages: $languages, agentId: $agentId) { id languages } }`;
    expect((await ok(set, { languages: ['ES', 'EN', 'ES'] }, agent.token)).setAgentLanguages).toEqual({
      id: agent.id,
      languages: ['EN', 'ES'],
    });
    const other = await agentSession(app);
    const refused = await gql(set, { languages: ['ES'], agentId: other.id }, agent.token);
    expect(refused.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const unnamed = await gql(set, { languages: ['ES'] }, admin.token);
    expect(unnamed.errors?.[0].extensions?.errors).toEqual({ agentId: 'agentId is required' });
    expect((await ok(set, { languages: ['ES'], agentId: other.id }, admin.token)).setAgentLanguages.languages).toEqual([
      'ES',
    ]);
    const rest = await app.rest('PUT', `/api/agents/me/languages`, { languages: ['XX'] }, other.token);
    expect(rest.status).toBe(400);
    expect(rest.body.message).toContain('languages');
    const listed = (await ok('{ activeAgents { id languages } }', {}, admin.token)).activeAgents;
    expect(listed.find((row: { id: string }) => row.id === agent.id).languages).toEqual(['EN', 'ES']);
    expect(listed.find((row: { id: string }) => row.id === other.id).languages).toEqual(['ES']);
  });

  it('lists Spanish leads first for an agent who speaks Spanish, oldest first for others, and filters by language', async () => {
    expect(emails(await ok(inbox, {}, agent.token))).toEqual([
      'inbox-es-1@example.com',
      'inbox-en-1@example.com',
      'inbox-en-2@example.com',
    ]);
    expect(emails(await ok(inbox, {}, admin.token))).toEqual([
      'inbox-en-1@example.com',
      'inbox-es-1@example.com',
      'inbox-en-2@example.com',
    ]);
    expect(emails(await ok(inbox, { language: 'EN' }, agent.token))).toEqual([
      'inbox-en-1@example.com',
      'inbox-en-2@example.com',
    ]);
    const rest = await app.rest('GET', '/api/agents/leads?language=es&limit=100', undefined, agent.token);
    expect(rest.status).toBe(200);
    expect(rest.body.leads.map((row: { preferredLanguage: string }) => row.preferredLanguage)).not.toContain('EN');
    expect(rest.body.leads.length).toBeGreaterThan(0);
    const bad = await app.rest('GET', '/api/agents/leads?language=fr', undefined, agent.token);
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ language: 'language must be EN or ES' });
  });

  it('sends a Spanish renter their shortlist in Spanish, linking to the /es/ list', async () => {
    const renter = await lead('lista@example.com', 'ES', 10);
    await app.db.prisma.lead.update({ where: { id: renter.id }, data: { agentId: agent.id } });
    await ok(
      `mutation ($lead: ID!, $input: CreateShortlistInput!) { createShortlist(leadId: $lead, input: $input) { id } }`,
      { lead: renter.id, input: { items: [{ apartmentId: brook.id }] } },
      agent.token,
    );
    const [mail] = await outbox('shortlist.sent', 'lista@example.com');
    expect(mail.subject).toBe('Su lista de apartamentos de SATX Apartment Locators');
    expect(mail.text).toContain('Hola, Renter:');
    expect(mail.text).toContain('eligió 1 apartamento para usted.');
    expect(mail.text).toContain('- BH-1: desde $1,400 al mes todo incluido');
    expect(mail.text).toMatch(new RegExp(`${app.config.origin}/es/list/[\\w-]{43}/`));
  });
});
