// Every id a client hands the GraphQL API (arguments and input fields) is checked before any lookup: a malformed
// one is a 400 naming the argument, never "Unexpected error." or a database error; `nodes` takes a bounded list.
import fc from 'fast-check';
import { isInputObjectType, isObjectType, getNamedType, type GraphQLArgument, type GraphQLInputField } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../src/graphql/schema/index.js';
import { encodeNodeId } from '../src/graphql/schema/ids.js';
import { seedInventory } from './fixtures.js';
import { adminSession, agentSession } from './sessions.js';
import { testApp, type TestApp } from './harness.js';

let app: TestApp;
let token: string;
let agentToken: string;
let propertyToken: string;
let ids: Awaited<ReturnType<typeof seedInventory>>;

beforeAll(async () => {
  app = await testApp();
  ids = await seedInventory(app.db.prisma);
  token = (await adminSession(app)).token;
  agentToken = (await agentSession(app)).token;
  // A leasing office's contact for Oak (docs/contract.md "The property door"), signed in by its invitation's link.
  const invited = await app.gql(
    'mutation($input: InvitePropertyContactInput!) { invitePropertyContact(input: $input) { id } }',
    { input: { email: 'office@id-arguments.example', name: 'Oak Office', apartmentIds: [ids.oak.id] } },
    token,
  );
  expect(invited.errors).toBeUndefined();
  const mail = await app.db.prisma.outboxMessage.findFirstOrThrow({ where: { kind: 'property-invitation' } });
  const signedIn = await app.gql<{ signInWithPropertyLink: { token: string } }>(
    'mutation($t: String!) { signInWithPropertyLink(token: $t) { token } }',
    { t: /token=([\w.-]+)/.exec(mail.text)![1] },
  );
  propertyToken = signedIn.data!.signInWithPropertyLink.token;
});
afterAll(() => app.close());

const globalId = (typename: string, id: string) => Buffer.from(`${typename}:${id}`).toString('base64');

/** What an argument accepts: a plain UUID, an Apartment or Floorplan id (global or plain), or a node's global id. */
type Accepts = 'uuid' | 'Apartment' | 'Floorplan' | 'Lead' | 'Referral' | 'node';

interface IdField {
  /** `Type.field(argument)`, or `InputType.field` for an input field. */
  key: string;
  /** The argument's name (or path, in an input) as the error message starts with it. */
  arg: string;
  accepts: Accepts;
  admin?: boolean;
  /** Sent with an agent's token (agents' own mutations). */
  agent?: boolean;
  /** Sent with a leasing office contact's token (the property door). */
  property?: boolean;
  /** A well-formed id that names no row of this apartment is a 400 too (the form's rows must be its own). */
  unknownIsBadInput?: boolean;
  document: () => string;
}

const adminIdMutation = (field: string, selection: string): IdField => ({
  key: `Mutation.${field}(id)`,
  arg: 'id',
  accepts: 'uuid',
  admin: true,
  document: () => `mutation($v: ID!) { ${field}(id: $v) { ${selection} } }`,
});

const counter = (field: string): IdField => ({
  key: `Mutation.${field}(id)`,
  arg: 'id',
  accepts: 'Apartment',
  document: () => `mutation($v: ID!) { ${field}(id: $v) }`,
});

/**
 * Id arguments of subscriptions, which answer over a stream rather than one JSON answer: their malformed ids are
 * refused naming the argument in api/test/live-inbox.test.ts.
 */
const STREAMED_ID_FIELDS = ['Subscription.leadEvents(leadId)'];

/** A well-formed id that names no row. */
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

const leadMutation = (call: string, key: string): IdField => ({
  key,
  arg: 'id',
  accepts: 'Lead',
  admin: true,
  document: () => `mutation($v: ID!) { ${call} { id } }`,
});

const ID_FIELDS: IdField[] = [
  { key: 'Query.node(id)', arg: 'id', accepts: 'node', document: () => 'query($v: ID!) { node(id: $v) { id } }' },
  {
    key: 'Query.nodes(ids)',
    arg: 'ids',
    accepts: 'node',
    document: () => 'query($v: ID!) { nodes(ids: [$v]) { id } }',
  },
  {
    key: 'Query.apartment(id)',
    arg: 'id',
    accepts: 'Apartment',
    document: () => 'query($v: ID!) { apartment(id: $v) { id } }',
  },
  {
    key: 'Query.propertyApartment(id)',
    arg: 'id',
    accepts: 'Apartment',
    property: true,
    document: () => 'query($v: ID!) { propertyApartment(id: $v) { id } }',
  },
  {
    key: 'InvitePropertyContactInput.apartmentIds',
    arg: 'apartmentIds.0',
    accepts: 'Apartment',
    admin: true,
    // An apartment that does not exist is named in a 400.
    unknownIsBadInput: true,
    document: () =>
      'mutation($v: ID!) { invitePropertyContact(input: { email: "x@id-arguments.example", name: "X", apartmentIds: [$v] }) { id } }',
  },
  {
    key: 'Apartment.floorplans(id)',
    arg: 'id',
    accepts: 'Floorplan',
    document: () => `query($v: String) { apartment(id: "${ids.oak.id}") { floorplans(id: $v) { id } } }`,
  },
  {
    key: 'Query.adminFloorplan(apartmentId)',
    arg: 'apartmentId',
    accepts: 'Apartment',
    admin: true,
    document: () =>
      `query($v: ID!) { adminFloorplan(apartmentId: $v, floorplanId: "${ids.oak.floorplans[0].id}") { apartmentCode } }`,
  },
  {
    key: 'Query.adminFloorplan(floorplanId)',
    arg: 'floorplanId',
    accepts: 'Floorplan',
    admin: true,
    document: () =>
      `query($v: ID!) { adminFloorplan(apartmentId: "${ids.oak.id}", floorplanId: $v) { apartmentCode } }`,
  },
  {
    key: 'Query.auditTrail(apartmentId)',
    arg: 'apartmentId',
    accepts: 'Apartment',
    admin: true,
    document: () => 'query($v: ID) { auditTrail(apartmentId: $v, first: 1) { totalCount } }',
  },
  {
    key: 'Query.auditTrail(entityId)',
    arg: 'entityId',
    accepts: 'uuid',
    admin: true,
    document: () => 'query($v: ID) { auditTrail(entityId: $v, first: 1) { totalCount } }',
  },
  adminIdMutation('approveAdmin', 'id'),
  adminIdMutation('rejectAdmin', 'id'),
  adminIdMutation('disableAdmin', 'id'),
  adminIdMutation('approveAgent', 'id'),
  {
    key: 'Mutation.setAgentLanguages(agentId)',
    arg: 'agentId',
    accepts: 'uuid',
    admin: true,
    document: () => 'mutation($v: ID!) { setAgentLanguages(agentId: $v, languages: [ES]) { id } }',
  },
  adminIdMutation('disableAgent', 'id'),
  adminIdMutation('revokeApiKey', 'id'),
  adminIdMutation('retryImageImport', 'id'),
  {
    key: 'Mutation.deleteApartment(id)',
    arg: 'id',
    accepts: 'Apartment',
    admin: true,
    document: () => 'mutation($v: ID!) { deleteApartment(id: $v) { deletedId } }',
  },
  {
    key: 'Mutation.updateApartment(id)',
    arg: 'id',
    accepts: 'Apartment',
    admin: true,
    document: () => 'mutation($v: ID!) { updateApartment(id: $v, input: { name: "Renamed" }) { id } }',
  },
  {
    key: 'FloorplanEntryInput.floorplan',
    arg: 'floorplans.0.floorplan',
    accepts: 'Floorplan',
    admin: true,
    unknownIsBadInput: true,
    // The apartment without floorplans: an unknown floorplan id cannot take one away from the others' fixtures.
    document: () =>
      `mutation($v: ID) { updateApartment(id: "${ids.empty.id}", input: { floorplans: [{ floorplan: $v, type: studio }] }) { id } }`,
  },
  {
    key: 'Mutation.updateFloorplan(apartmentId)',
    arg: 'apartmentId',
    accepts: 'Apartment',
    admin: true,
    document: () =>
      `mutation($v: ID!) { updateFloorplan(apartmentId: $v, floorplanId: "${ids.oak.floorplans[0].id}", input: { totalFloorplans: 2 }) { id } }`,
  },
  {
    key: 'Mutation.updateFloorplan(floorplanId)',
    arg: 'floorplanId',
    accepts: 'Floorplan',
    admin: true,
    document: () =>
      `mutation($v: ID!) { updateFloorplan(apartmentId: "${ids.oak.id}", floorplanId: $v, input: { totalFloorplans: 2 }) { id } }`,
  },
  {
    key: 'Mutation.setApartmentFees(apartmentId)',
    arg: 'apartmentId',
    accepts: 'Apartment',
    admin: true,
    document: () => 'mutation($v: ID!) { setApartmentFees(apartmentId: $v, fees: []) { id } }',
  },
  {
    key: 'Mutation.updateApartmentFeatures(apartmentId)',
    arg: 'apartmentId',
    accepts: 'Apartment',
    admin: true,
    document: () => 'mutation($v: ID!) { updateApartmentFeatures(apartmentId: $v, input: {}) { id } }',
  },
  {
    key: 'Mutation.createSpecial(apartmentId)',
    arg: 'apartmentId',
    accepts: 'Apartment',
    admin: true,
    document: () =>
      'mutation($v: ID!) { createSpecial(apartmentId: $v, input: { text: "Ended", concessionKind: weeksFree, concessionValue: 1, validFrom: "2026-01-01", validUntil: "2026-01-02" }) { id } }',
  },
  {
    key: 'Mutation.updateSpecial(id)',
    arg: 'id',
    accepts: 'uuid',
    admin: true,
    document: () =>
      'mutation($v: ID!) { updateSpecial(id: $v, input: { text: "Ended", concessionKind: weeksFree, concessionValue: 1, validFrom: "2026-01-01", validUntil: "2026-01-02" }) { id } }',
  },
  {
    key: 'Mutation.deleteSpecial(id)',
    arg: 'id',
    accepts: 'uuid',
    admin: true,
    document: () => 'mutation($v: ID!) { deleteSpecial(id: $v) }',
  },
  {
    key: 'Mutation.verifyFloorplan(floorplanId)',
    arg: 'floorplanId',
    accepts: 'Floorplan',
    admin: true,
    document: () => 'mutation($v: ID!) { verifyFloorplan(floorplanId: $v) { id } }',
  },
  {
    key: 'SetApartmentLocationInput.apartmentId',
    arg: 'apartmentId',
    accepts: 'Apartment',
    admin: true,
    document: () =>
      'mutation($v: ID!) { setApartmentLocation(input: { apartmentId: $v, address: { street: "100 Main Plaza", city: "San Antonio", state: "TX", zip: "78205" }, location: { latitude: 29.4246, longitude: -98.4951 } }) { id } }',
  },
  {
    key: 'UpdateApartmentProfileInput.apartmentId',
    arg: 'apartmentId',
    accepts: 'Apartment',
    admin: true,
    document: () => 'mutation($v: ID!) { updateApartmentProfile(input: { apartmentId: $v, yearBuilt: 1998 }) { id } }',
  },
  {
    key: 'AddApartmentPhotoInput.apartmentId',
    arg: 'apartmentId',
    accepts: 'Apartment',
    admin: true,
    // No photo was uploaded, so a well-formed id meets the 400 of the url (a photo must be one this site stored).
    unknownIsBadInput: true,
    document: () =>
      'mutation($v: ID!) { addApartmentPhoto(input: { apartmentId: $v, url: "photos/none/none.jpg", alt: "The building" }) { id } }',
  },
  {
    key: 'Mutation.removeApartmentPhoto(photoId)',
    arg: 'photoId',
    accepts: 'uuid',
    admin: true,
    document: () => 'mutation($v: ID!) { removeApartmentPhoto(photoId: $v) { id } }',
  },
  {
    key: 'Mutation.reorderApartmentPhotos(apartmentId)',
    arg: 'apartmentId',
    accepts: 'Apartment',
    admin: true,
    document: () => 'mutation($v: ID!) { reorderApartmentPhotos(apartmentId: $v, photoIds: []) { id } }',
  },
  {
    key: 'Mutation.reorderApartmentPhotos(photoIds)',
    arg: 'photoIds.0',
    accepts: 'uuid',
    admin: true,
    // The list must be the apartment's own photos: an unknown id is a 400 naming the list.
    unknownIsBadInput: true,
    document: () => `mutation($v: ID!) { reorderApartmentPhotos(apartmentId: "${ids.oak.id}", photoIds: [$v]) { id } }`,
  },
  {
    key: 'Mutation.publishApartment(apartmentId)',
    arg: 'apartmentId',
    accepts: 'Apartment',
    admin: true,
    document: () => 'mutation($v: ID!) { publishApartment(apartmentId: $v) { id } }',
  },
  {
    key: 'Mutation.unpublishApartment(apartmentId)',
    arg: 'apartmentId',
    accepts: 'Apartment',
    admin: true,
    document: () => 'mutation($v: ID!) { unpublishApartment(apartmentId: $v) { id } }',
  },
  {
    key: 'SetApartmentScreeningInput.apartmentId',
    arg: 'apartmentId',
    accepts: 'Apartment',
    agent: true,
    document: () => 'mutation($v: ID!) { setApartmentScreening(input: { apartmentId: $v }) { id } }',
  },
  {
    key: 'Mutation.setFloorplanAccessibility(floorplanId)',
    arg: 'floorplanId',
    accepts: 'Floorplan',
    agent: true,
    document: () => 'mutation($v: ID!) { setFloorplanAccessibility(floorplanId: $v, accessibility: []) { id } }',
  },
  {
    key: 'Mutation.reportOutdatedListing(floorplanId)',
    arg: 'floorplanId',
    accepts: 'Floorplan',
    document: () => 'mutation($v: ID!) { reportOutdatedListing(floorplanId: $v, topic: price) }',
  },
  {
    key: 'Query.lead(id)',
    arg: 'id',
    accepts: 'Lead',
    admin: true,
    document: () => 'query($v: ID!) { lead(id: $v) { id } }',
  },
  {
    key: 'Mutation.claimLead(id)',
    arg: 'id',
    accepts: 'Lead',
    agent: true,
    document: () => 'mutation($v: ID!) { claimLead(id: $v) { id } }',
  },
  leadMutation('assignLead(id: $v, agentId: null)', 'Mutation.assignLead(id)'),
  {
    key: 'Mutation.assignLead(agentId)',
    arg: 'agentId',
    accepts: 'uuid',
    admin: true,
    document: () => `mutation($v: ID!) { assignLead(id: "${UNKNOWN}", agentId: $v) { id } }`,
  },
  leadMutation('setLeadStatus(id: $v, input: { status: contacted })', 'Mutation.setLeadStatus(id)'),
  leadMutation('addLeadNote(id: $v, input: { text: "Called" })', 'Mutation.addLeadNote(id)'),
  {
    key: 'LeaseInput.apartmentId',
    arg: 'lease.apartmentId',
    accepts: 'Apartment',
    admin: true,
    document: () =>
      `mutation($v: ID!) { setLeadStatus(id: "${UNKNOWN}", input: { status: leased, lease: { apartmentId: $v, leaseSignedOn: "2026-12-01", leaseRentCents: 100000, leaseTermMonths: 12 } }) { id } }`,
  },
  leadMutation('eraseLead(id: $v)', 'Mutation.eraseLead(id)'),
  {
    key: 'Mutation.upsertReferral(leadId)',
    arg: 'leadId',
    accepts: 'Lead',
    admin: true,
    document: () => `mutation($v: ID!) { upsertReferral(leadId: $v, apartmentId: "${UNKNOWN}", input: {}) { id } }`,
  },
  {
    key: 'Mutation.upsertReferral(apartmentId)',
    arg: 'apartmentId',
    accepts: 'Apartment',
    admin: true,
    document: () => `mutation($v: ID!) { upsertReferral(leadId: "${UNKNOWN}", apartmentId: $v, input: {}) { id } }`,
  },
  {
    key: 'Query.invoice(id)',
    arg: 'id',
    accepts: 'uuid',
    admin: true,
    document: () => 'query($v: ID!) { invoice(id: $v) { id } }',
  },
  {
    key: 'Mutation.recordPayment(invoiceId)',
    arg: 'invoiceId',
    accepts: 'uuid',
    admin: true,
    document: () =>
      'mutation($v: ID!) { recordPayment(invoiceId: $v, input: { amountCents: 100, receivedOn: "2026-01-02" }) { id } }',
  },
  {
    key: 'Mutation.voidInvoice(invoiceId)',
    arg: 'invoiceId',
    accepts: 'uuid',
    admin: true,
    document: () => 'mutation($v: ID!) { voidInvoice(invoiceId: $v, reason: "wrong") { invoice { id } } }',
  },
  {
    key: 'Mutation.resolveDisputeCase(id)',
    arg: 'id',
    accepts: 'uuid',
    admin: true,
    document: () => 'mutation($v: ID!) { resolveDisputeCase(id: $v, input: { resolution: accept }) { id } }',
  },
  adminIdMutation('runFeed', 'id'),
  {
    key: 'Mutation.applyFeedRun(runId)',
    arg: 'runId',
    accepts: 'uuid',
    admin: true,
    document: () => 'mutation($v: ID!) { applyFeedRun(runId: $v) { id } }',
  },
  {
    key: 'Mutation.confirmFeedMatch(feedPropertyId)',
    arg: 'feedPropertyId',
    accepts: 'uuid',
    admin: true,
    document: () => 'mutation($v: ID!) { confirmFeedMatch(feedPropertyId: $v) { id } }',
  },
  {
    key: 'Mutation.confirmFeedMatch(apartmentId)',
    arg: 'apartmentId',
    accepts: 'uuid',
    admin: true,
    document: () => `mutation($v: ID!) { confirmFeedMatch(feedPropertyId: "${UNKNOWN}", apartmentId: $v) { id } }`,
  },
  {
    key: 'Query.feedRuns(feedId)',
    arg: 'feedId',
    accepts: 'uuid',
    admin: true,
    document: () => 'query($v: ID!) { feedRuns(feedId: $v) { id } }',
  },
  {
    key: 'Mutation.requestLeaseVerification(referralId)',
    arg: 'referralId',
    accepts: 'Referral',
    agent: true,
    document: () => 'mutation($v: ID!) { requestLeaseVerification(referralId: $v) { id } }',
  },
  {
    key: 'Mutation.setApartmentBilling(apartmentId)',
    arg: 'apartmentId',
    accepts: 'Apartment',
    admin: true,
    document: () => 'mutation($v: ID!) { setApartmentBilling(apartmentId: $v, input: {}) { id } }',
  },
  {
    key: 'Mutation.setApartmentCommission(apartmentId)',
    arg: 'apartmentId',
    accepts: 'Apartment',
    admin: true,
    document: () => 'mutation($v: ID!) { setApartmentCommission(apartmentId: $v, percent: 50) { id } }',
  },
  {
    key: 'GuestCardInput.apartmentId',
    arg: 'apartmentId',
    accepts: 'Apartment',
    document: () =>
      'mutation($v: ID!) { submitGuestCard(input: { name: "Ana", email: "ana@example.com", preferredContact: email, consent: true, apartmentId: $v }) }',
  },
  {
    key: 'Mutation.createShortlist(leadId)',
    arg: 'leadId',
    accepts: 'Lead',
    admin: true,
    document: () =>
      `mutation($v: ID!) { createShortlist(leadId: $v, input: { items: [{ apartmentId: "${UNKNOWN}" }] }) { id } }`,
  },
  {
    key: 'ShortlistItemInput.apartmentId',
    arg: 'input.items.0.apartmentId',
    accepts: 'Apartment',
    admin: true,
    document: () =>
      `mutation($v: ID!) { createShortlist(leadId: "${UNKNOWN}", input: { items: [{ apartmentId: $v }] }) { id } }`,
  },
  {
    key: 'ShortlistItemInput.floorplanId',
    arg: 'input.items.0.floorplanId',
    accepts: 'Floorplan',
    admin: true,
    document: () =>
      `mutation($v: ID!) { createShortlist(leadId: "${UNKNOWN}", input: { items: [{ apartmentId: "${UNKNOWN}", floorplanId: $v }] }) { id } }`,
  },
  adminIdMutation('revokeShortlist', 'id'),
  {
    key: 'Mutation.reactToShortlistItem(itemId)',
    arg: 'itemId',
    accepts: 'uuid',
    document: () =>
      `mutation($v: ID!) { reactToShortlistItem(token: "${'a'.repeat(43)}", itemId: $v, reaction: love) { id } }`,
  },
  counter('recordApartmentClick'),
  {
    key: 'Mutation.setApartmentLike(id)',
    arg: 'id',
    accepts: 'Apartment',
    document: () =>
      `mutation($v: ID!) { setApartmentLike(id: $v, browserId: "00000000-0000-4000-8000-000000000001", liked: true) }`,
  },
  {
    key: 'Mutation.setApartmentLike(browserId)',
    arg: 'browserId',
    accepts: 'uuid',
    document: () => `mutation($v: String!) { setApartmentLike(id: "${UNKNOWN}", browserId: $v, liked: true) }`,
  },
  counter('recordApartmentShare'),
];

/** Every argument and input field of type ID (or named like an id) in the schema. */
function idTakingFieldsOfSchema(): string[] {
  const isIdLike = (item: GraphQLArgument | GraphQLInputField) =>
    getNamedType(item.type).name === 'ID' || /^ids?$|Ids?$/.test(item.name);
  const found: string[] = [];
  for (const type of Object.values(schema.getTypeMap())) {
    if (type.name.startsWith('__')) continue;
    if (isObjectType(type)) {
      for (const field of Object.values(type.getFields())) {
        for (const arg of field.args.filter(isIdLike)) found.push(`${type.name}.${field.name}(${arg.name})`);
      }
    } else if (isInputObjectType(type)) {
      for (const field of Object.values(type.getFields()).filter(isIdLike)) found.push(`${type.name}.${field.name}`);
    }
  }
  return found.sort();
}

const UUID = fc.uuid();
/** Id-shaped and not: UUIDs, global ids of every kind of type and content, base64 junk, any text. */
const candidate: fc.Arbitrary<{ value: string; valid: (accepts: Accepts) => boolean }> = fc.oneof(
  UUID.map((value) => ({ value, valid: (accepts: Accepts) => accepts !== 'node' })),
  fc
    .tuple(
      fc.constantFrom('Apartment', 'Floorplan', 'Lead', 'Referral', 'Admin', 'ApiKey', 'Apartment:x', ''),
      fc.oneof(UUID, fc.string()),
    )
    .map(([typename, id]) => ({
      value: globalId(typename, id),
      valid: (accepts: Accepts) =>
        /^[0-9a-f-]{36}$/.test(id) &&
        (accepts === 'node' ? ['Apartment', 'Floorplan'].includes(typename) : accepts === typename),
    })),
  fc.base64String().map((value) => ({ value, valid: () => false })),
  fc.string({ maxLength: 300 }).map((value) => ({ value, valid: () => false })),
  fc.string({ unit: 'binary', maxLength: 60 }).map((value) => ({ value, valid: () => false })),
  fc.integer().map((value) => ({ value: String(value), valid: () => false })),
);

interface Answer {
  status: number;
  errors?: { message: string; extensions?: { code?: string } }[];
}

describe('id arguments', () => {
  it('lists every id-taking argument and input field of the schema in this test', () => {
    expect(idTakingFieldsOfSchema()).toEqual([...ID_FIELDS.map((field) => field.key), ...STREAMED_ID_FIELDS].sort());
  });

  it.each(ID_FIELDS)('$key: a 400 naming the argument for a malformed id, never an unexpected error', async (field) => {
    await fc.assert(
      fc.asyncProperty(candidate, async ({ value, valid }) => {
        const answer: Answer = await app.gql(
          field.document(),
          { v: value },
          field.agent ? agentToken : field.property ? propertyToken : field.admin ? token : undefined,
        );
        const errors = answer.errors ?? [];
        expect(answer.status).toBeLessThan(500);
        for (const error of errors) {
          expect(error.message).not.toBe('Unexpected error.');
          expect(['BAD_USER_INPUT', 'NOT_FOUND']).toContain(error.extensions?.code);
        }
        if (valid(field.accepts)) {
          if (field.unknownIsBadInput) return;
          expect(errors.filter((error) => error.extensions?.code === 'BAD_USER_INPUT')).toEqual([]);
        } else {
          expect(errors[0]?.extensions?.code).toBe('BAD_USER_INPUT');
          // The message starts with the argument's name ("id: must be ...", "ids.0: must be ...").
          expect(errors[0]?.message).toMatch(new RegExp(`^${field.arg.replaceAll('.', '\\.')}[:.]`));
        }
      }),
      {
        numRuns: 40,
        examples: [
          [{ value: globalId('Apartment', 'abc'), valid: () => false }],
          [{ value: 'not-an-id', valid: () => false }],
          [{ value: '', valid: () => false }],
          [{ value: 'x'.repeat(5_000), valid: () => false }],
        ],
      },
    );
  });
});

describe('node and nodes', () => {
  it('answers a malformed global id with a 400 naming the argument', async () => {
    const result = await app.gql('{ node(id: "QXBhcnRtZW50OmFiYw==") { id } }');
    expect(result.errors).toEqual([
      {
        message: 'id: must be the global id of an Apartment or a Floorplan',
        extensions: { code: 'BAD_USER_INPUT', errors: { id: 'must be the global id of an Apartment or a Floorplan' } },
      },
    ]);
  });

  it('finds an apartment and a floorplan by global id, and null for an unknown one', async () => {
    const result = await app.gql<{ nodes: ({ _id: string } | null)[] }>(
      'query($ids: [ID!]!) { nodes(ids: $ids) { ... on Apartment { _id } ... on Floorplan { _id } } }',
      {
        ids: [
          globalId('Apartment', ids.pearl.id),
          globalId('Floorplan', ids.pearl.floorplans[0].id),
          globalId('Apartment', '00000000-0000-4000-8000-000000000000'),
        ],
      },
    );
    expect(result.data?.nodes).toEqual([{ _id: ids.pearl.id }, { _id: ids.pearl.floorplans[0].id }, null]);
  });

  it('takes at most 100 ids, and says so', async () => {
    const some = (count: number) =>
      Array.from({ length: count }, (_, index) =>
        globalId('Apartment', `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`),
      );
    const hundred = await app.gql<{ nodes: unknown[] }>('query($ids: [ID!]!) { nodes(ids: $ids) { id } }', {
      ids: some(100),
    });
    expect(hundred.data?.nodes).toHaveLength(100);
    for (const count of [101, 3_500]) {
      const refused = await app.gql('query($ids: [ID!]!) { nodes(ids: $ids) { id } }', { ids: some(count) });
      expect(refused.errors?.[0]).toMatchObject({
        message: 'ids: at most 100 ids in one request',
        extensions: { code: 'BAD_USER_INPUT', errors: { ids: 'at most 100 ids in one request' } },
      });
    }
  });
});

describe('global ids written', () => {
  it('are base64 of `Type:id` in UTF-8, as the relay plugin writes them, whichever way they are encoded', () => {
    expect(encodeNodeId('Apartment', '00000000-0000-4000-8000-000000000001')).toBe(
      'QXBhcnRtZW50OjAwMDAwMDAwLTAwMDAtNDAwMC04MDAwLTAwMDAwMDAwMDAwMQ==',
    );
    // Outside ASCII (no id of this schema is) the text is encoded as UTF-8 still, never as Latin-1.
    expect(encodeNodeId('Café', 1)).toBe('Q2Fmw6k6MQ==');
  });
});
