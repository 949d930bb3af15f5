// Checks every request's data before a route sees it: Fastify's schema validation with the route schemas of
// src/schemas/ (structure and types, src/lib/validator-compiler.ts), and no NUL character anywhere.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest, errorMessages } from '../lib/http-errors.js';
import { findNul } from '../lib/nul.js';
import { validatorCompiler } from '../lib/validator-compiler.js';

const CHECKED_PARTS = ['params', 'query', 'body'] as const;

export const requestValidationPlugin = fp(
  async (app: FastifyInstance) => {
    app.setValidatorCompiler(validatorCompiler);
    // Before schema validation, so a NUL gets its own message whatever the field's type. Multipart forms are
    // read later, by the route: readMultipartForm applies the same check to their text fields.
    // Callback style, as the hooks every request runs: an async hook costs a promise per request.
    app.addHook('preValidation', (request, _reply, done) => {
      for (const part of CHECKED_PARTS) {
        const path = findNul(request[part]);
        if (path === undefined) continue;
        // Per-field messages for a body's fields only, as for the schema checks (lib/validator-compiler.ts).
        const field = part === 'body' && path ? { [path]: errorMessages.nulCharacter } : undefined;
        done(badRequest(errorMessages.nulCharacter, field));
        return;
      }
      done();
    });
  },
  { name: 'request-validation' },
);
