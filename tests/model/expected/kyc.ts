// The ID check as the spec states it (spec 1 §4 KYC statuses, §5 its form's texts; spec 2 §8 the attempt limit),
// shown at the route of the journey that runs it: every chart registered over machines/kyc.ts.
import { errors, validation } from "../../../schema/messages.ts"
import type { ChartExpectations } from "../expectations.ts"
import { failures, kycFailures, kycStatuses } from "../fixtures.ts"
import { endsOnlyIn, failing, waiting, working } from "./journeySteps.ts"

/** The server's refusal of a form with a malformed field names the field after 'Invalid format'. */
const invalidFirstName = `${validation.invalidFormat}: First name`

/** The national ID's form of the fixtures complete and well formed: a first name of letters (not '4m!na'), the date
 * of birth, the photo of the front and a document number of 5 to 20 letters and digits. */
const filledIn = (context: { fields: Record<string, unknown>; documentId: string }) =>
  /^\p{L}{2,}$/u.test(String(context.fields.firstName ?? "")) &&
  context.fields.dateOfBirth === "1994-03-12" &&
  Array.isArray(context.fields.documentFront) &&
  context.fields.documentFront.length === 1 &&
  /^[A-Z0-9]{5,20}$/.test(context.documentId)

export const kycExpectations: ChartExpectations = {
  states: {
    '"loading"': working,
    '"statusFailed"': { mayShow: [errors.requestFailed], enabled: { reload: true }, ...failing },
    // Initiated: being verified.
    '"verifying"': { enabled: { "document.select": false, submit: false }, ...waiting },
    // Rejected or invalid: the user may start a new check...
    '"failed"': { enabled: { retry: true }, ...failing },
    // ...unless the attempt limit is reached.
    '"limitReached"': {
      mayShow: [errors.kycAttemptsReached],
      enabled: { retry: false, "document.select": false },
      ...failing,
    },
    '"choosing"': { enabled: { "document.select": true, submit: false }, ...waiting },
    // Spec 1 §5: submit is disabled until the form is valid (every required field filled and matching its pattern,
    // the photo taken); the form says 'Please fill in all fields' or 'Invalid format' meanwhile.
    '"filling"': (snapshot) => ({
      mayShow: [validation.fillAllFields, validation.invalidFormat, invalidFirstName, errors.failedToSubmitIdCheck],
      enabled: { back: true, submit: filledIn(snapshot.context) },
      busy: false,
    }),
    // The form is disabled while the check is sent (the screen reads the `loading` tag).
    '"submitting"': { enabled: { submit: false }, busy: true },
    '"passed"': { enabled: { continue: true }, ...waiting },
    '"done"': {},
  },
  // Spec 1 §4, the KYC statuses the user sees: none yet, choose a document; initiated, being verified; rejected or
  // invalid, failed (a new check may start) unless the attempt limit is reached; passed.
  leadsTo: [
    [{ type: "xstate.done.actor.loadStatus", output: kycStatuses.notStarted }, '"choosing"'],
    [{ type: "xstate.done.actor.loadStatus", output: kycStatuses.beingVerified }, '"verifying"'],
    [{ type: "xstate.done.actor.loadStatus", output: kycStatuses.rejected }, '"failed"'],
    [{ type: "xstate.done.actor.loadStatus", output: kycStatuses.atLimit }, '"limitReached"'],
    [{ type: "xstate.done.actor.loadStatus", output: kycStatuses.passed }, '"passed"'],
    [{ type: "xstate.error.actor.submitCheck", error: kycFailures.attemptsExhausted }, '"limitReached"'],
    [{ type: "xstate.done.actor.submitCheck", output: kycStatuses.beingVerified.currentKyc }, '"verifying"'],
    // Try again, once the status could not be read, reads it again.
    [{ type: "reload" }, '"loading"'],
  ],
  says: [
    [{ type: "xstate.error.actor.loadStatus", error: failures.requestFailed }, errors.requestFailed],
    [{ type: "xstate.error.actor.submitCheck", error: kycFailures.attemptsExhausted }, errors.kycAttemptsReached],
    [{ type: "xstate.error.actor.submitCheck", error: kycFailures.invalid }, invalidFirstName],
  ],
  // At the attempt limit the user can go no further (spec 1 §4: no new check); anywhere else the check goes on.
  steps: [endsOnlyIn(['"limitReached"'])],
}
