/** The privacy policy (PRIVACY.md) in the package, as plain text the browser shows in a tab. */
export const privacyPolicyFile = 'privacy.txt';
