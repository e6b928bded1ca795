// Imports every entity's file, then builds the schema.
import { GraphQLDirective, GraphQLEnumType, GraphQLNonNull, DirectiveLocation, specifiedDirectives } from 'graphql';
import { builder } from '../builder.js';
import './floorplan.js';
import './location.js';
import './photo.js';
import './listing-status.js';
import './language.js';
import './apartment.js';
import './listing.js';
import './node.js';
import './search.js';
import './deals.js';
import './reference.js';
import './counters.js';
import './accounts.js';
import './admin.js';
import './manager.js';
import './uploads.js';
import './audit.js';
import './api-keys.js';
import './true-cost.js';
import './leads.js';
import './shortlists.js';
import './lead-feed.js';
import './screening.js';
import './lead-qualification.js';
import './image-imports.js';
import './geocoder.js';
import './market.js';
import './property-door.js';
import './invoices.js';
import './feeds.js';
import './staff-charts.js';

/** `@auth(requires: ADMIN)` shows in schema.graphql which fields need a role; scope-auth enforces it. */
const authDirective = new GraphQLDirective({
  name: 'auth',
  locations: [DirectiveLocation.FIELD_DEFINITION],
  args: {
    requires: {
      type: new GraphQLNonNull(new GraphQLEnumType({ name: 'Role', values: { ADMIN: {}, AGENT: {}, PROPERTY: {} } })),
    },
  },
});

// @include, @skip and the other built-in directives stay: a list given here replaces them.
export const schema = builder.toSchema({ directives: [...specifiedDirectives, authDirective], sortSchema: false });
