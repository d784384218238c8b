import type { AlertSettingsInput } from "./schemas";

// The settings of a trader who never changed them: e-mail on, push off until they turn it on.
export const DEFAULT_ALERT_SETTINGS: AlertSettingsInput = {
  email: true,
  push: false,
  quietStart: null,
  quietEnd: null,
  timeZone: "UTC",
  quietMode: "hold",
};
