// Generated from the service's OpenAPI document by `npm run client:generate`. Do not edit by hand.
export interface paths {
  '/v1/account': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The calling account: e-mail, verification, credit balance, auto-refill */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The account */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Account'];
          };
        };
        /** @description Missing, invalid or expired credentials; Missing, invalid or revoked API key */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Rate limit (per API key; Retry-After), or too many failed authentications from this address */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/account/keys': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List the account's API keys (prefix, tag, name, created, last used, revoked), newest first */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The keys */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiKeyList'];
          };
        };
        /** @description Missing, invalid or expired credentials; Missing, invalid or revoked API key */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Needs a signed-in session (an API key cannot manage keys) */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Rate limit (per API key; Retry-After), or too many failed authentications from this address */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    /** Create an API key (tag prod or staging, optional name); the plaintext is in this answer only */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['CreateKeyBody'];
        };
      };
      responses: {
        /** @description Created */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['IssuedApiKey'];
          };
        };
        /** @description Bad body */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Missing, invalid or expired credentials; Missing, invalid or revoked API key */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Needs a signed-in session (an API key cannot manage keys) */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Rate limit (per API key; Retry-After), or too many failed authentications from this address */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/account/keys/{keyId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Revoke a key at once */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          keyId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Revoked */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Missing, invalid or expired credentials; Missing, invalid or revoked API key */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Needs a signed-in session (an API key cannot manage keys) */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description API key not found (also for revoked keys and other accounts’ keys) */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Rate limit (per API key; Retry-After), or too many failed authentications from this address */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/account/keys/{keyId}/rotate': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Rotate a key: a replacement (same tag and name) is issued and the old key stops working at once */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          keyId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The replacement; plaintext shown once */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['IssuedApiKey'];
          };
        };
        /** @description Missing, invalid or expired credentials; Missing, invalid or revoked API key */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Needs a signed-in session (an API key cannot manage keys) */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description API key not found (also for revoked keys and other accounts’ keys) */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Rate limit (per API key; Retry-After), or too many failed authentications from this address */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/account/password': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Set or change the password for password sign-in (signed-in session only)
     * @description Sets the password used by POST /v1/account/signin/password; every other session of the account ends and the owner is e-mailed a notice. A forgotten password is replaced with a reset link (POST /v1/account/password/forgot, then POST /v1/account/password/reset).
     */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['SetPasswordBody'];
        };
      };
      responses: {
        /** @description Set; other sessions signed out */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description password must be 10 to 200 characters */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Missing, invalid or expired credentials; Missing, invalid or revoked API key */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Needs a signed-in session (an API key cannot manage keys) */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Rate limit (per API key; Retry-After), or too many failed authentications from this address */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/account/password/forgot': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Forgot password: ask for a password-reset link
     * @description No API key. E-mails a single-use link to the dashboard (/password-reset/complete) whose token, with a new password, goes to POST /v1/account/password/reset (a verification link while the address is unverified). The answer is the same, after the same work, whether or not the address has an account. Rate-limited with sign-up and sign-in, per e-mail and per address.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['EmailBody'];
        };
      };
      responses: {
        /** @description A link may be on its way */
        202: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['LinkSent'];
          };
        };
        /** @description Bad e-mail */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Too many requests from this address or for this e-mail; see Retry-After */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/account/password/reset': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Set a new password with the token of a password-reset link; signs in
     * @description No API key. The token works once, for a password reset only, and expires (AUTH_LINK_TTL); only the newest reset link mailed works. Every session of the account ends; the answer carries a new one, and the owner is told by e-mail that the password changed.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['ResetPasswordBody'];
        };
      };
      responses: {
        /** @description Signed in; the session token is shown once */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['SessionResponse'];
          };
        };
        /** @description This link is invalid, expired or already used; or password must be 10 to 200 characters */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Too many requests from this address or for this e-mail; see Retry-After */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/account/signin': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Ask for a sign-in link (passwordless)
     * @description No API key. E-mails a single-use sign-in link (a verification link while the address is unverified). The answer is the same whether or not the address has an account.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['EmailBody'];
        };
      };
      responses: {
        /** @description A link may be on its way */
        202: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['LinkSent'];
          };
        };
        /** @description Bad e-mail */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Too many requests from this address or for this e-mail; see Retry-After */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/account/signin/complete': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Redeem a sign-in link token for a session
     * @description No API key. The session token authenticates like an API key (Authorization: Bearer sgss_...) on every /v1 route, and is the only credential that manages API keys. It expires after SESSION_TTL or on sign-out.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['LinkTokenBody'];
        };
      };
      responses: {
        /** @description Signed in; the session token is shown once */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['SessionResponse'];
          };
        };
        /** @description This link is invalid, expired or already used */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Too many requests from this address or for this e-mail; see Retry-After */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/account/signin/password': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Sign in with e-mail and password
     * @description No API key. For a verified account with a password (set at sign-up or with PUT /v1/account/password). A wrong password, an unknown address, an unverified one and one without a password all get the same 401 after the same work (an Argon2id verification). Rate-limited with sign-up and sign-in links, per e-mail and per address.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['PasswordSigninBody'];
        };
      };
      responses: {
        /** @description Signed in; the session token is shown once */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['SessionResponse'];
          };
        };
        /** @description Bad e-mail or password field */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description E-mail or password is incorrect */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Too many requests from this address or for this e-mail; see Retry-After */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/account/signout': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Sign out: the session token stops working at once */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Signed out */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Missing, invalid or expired credentials; Missing, invalid or revoked API key */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Needs a signed-in session (an API key cannot manage keys) */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Rate limit (per API key; Retry-After), or too many failed authentications from this address */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/account/signup': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Sign up with an e-mail address, optionally a password (sends a verification link)
     * @description No API key. Creates the account (unverified) and e-mails a single-use link to the dashboard; confirming it (POST /v1/account/verify) grants the signup credits once, sets the password given here (if any) and signs in. An address that already has a verified account gets a sign-in link instead and its password is left as it is; the answer is the same either way.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['SignupBody'];
        };
      };
      responses: {
        /** @description A link may be on its way */
        202: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['LinkSent'];
          };
        };
        /** @description Bad e-mail; password must be 10 to 200 characters */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Too many requests from this address or for this e-mail; see Retry-After */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/account/verify': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Confirm an e-mail address with the token from the verification link; signs in
     * @description No API key. Grants the signup credits exactly once. The token works once and expires (AUTH_LINK_TTL); only the newest link mailed to an address works.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['LinkTokenBody'];
        };
      };
      responses: {
        /** @description Signed in; the session token is shown once */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['SessionResponse'];
          };
        };
        /** @description This link is invalid, expired or already used */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Too many requests from this address or for this e-mail; see Retry-After */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/billing/subscription': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Custom-domain hosting subscription ($10 per site per month)
     * @description The paid sites billed and the period. A site leaves the subscription when its domain is detached (DELETE /v1/sites/{id}/domains/{domain}), prorated.
     */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The subscription (null when none) */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              [key: string]: unknown;
            };
          };
        };
        /** @description Missing, invalid or revoked API key */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Rate limit (per API key; Retry-After), or too many failed authentications from this address */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/billing/subscription/sites/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Cancel a site's hosting subscription
     * @description Ends the site's $10/month custom-domain hosting at once: its active domain is detached exactly as DELETE /v1/sites/{id}/domains/{domain} does (the free subdomain serves again) and the subscription quantity decrements with proration; the last paid site cancels at the end of the period (spec 4.3).
     */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Cancelled (the detach response) */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['DetachDomainResponse'];
          };
        };
        /** @description Missing, invalid or revoked API key */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Site not found; or Site has no custom-domain subscription */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Rate limit (per API key; Retry-After), or too many failed authentications from this address */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Un-bind failed; nothing changed, safe to retry */
        502: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/businesses/search': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Find a business to build a site for
     * @description At most 5 results in the place provider's ranking order. With GOOGLE_PLACES_API_KEY the provider is Google Places; without it, the local directory of businesses this account has already described (results carry `source: "local"`).
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['BusinessSearchRequest'];
        };
      };
      responses: {
        /** @description Results */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['BusinessSearchResponse'];
          };
        };
        /** @description Body not JSON, or query missing or empty */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Missing, invalid or revoked API key */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Rate limit (per API key; Retry-After), or too many failed authentications from this address */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Upstream error (safe to retry) */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/credits': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Credit balance, holds and auto-refill
     * @description A build holds `build_hold` credits when admitted (200 without a model, its exact cost; 500 with one, the cap of its token budget) and revisions 100; the actual charge, never more than the hold, settles on success and the hold is released on failure.
     */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The balance */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              auto_refill: {
                card_saved: boolean;
                enabled: boolean;
                last_attempt: {
                  at: string;
                  failure_reason: string | null;
                  purchase_id: string;
                  status: string;
                } | null;
                pack: number;
                threshold: number | null;
              };
              /** @description balance less held: what new work can reserve */
              available: number;
              balance: number;
              /** @description what one build holds on this deployment: its exact cost without a model, the cap of its token budget with one; never charged more */
              build_hold?: number;
              /** @description reserved by admitted builds and revisions (their maximum charge) until they end */
              held: number;
              /** @enum {string} */
              payments_provider: 'stripe' | 'local';
            };
          };
        };
        /** @description Missing, invalid or revoked API key */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Rate limit (per API key; Retry-After), or too many failed authentications from this address */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/credits/auto-refill': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Auto-refill settings
     * @description When a hold takes the available balance below `threshold`, the `pack` is bought off-session with the card saved by the last Checkout (at most once per crossing). When work cannot be covered, a refill is tried first; 402 comes only when it fails or auto-refill is off. A refused refill is recorded and emailed, and is not retried until these settings are saved again or a pack is bought.
     */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            enabled: boolean;
            /** @description credits of the pack to buy: 100, 600 (default) or 2800 */
            pack?: number;
            threshold?: number | null;
          };
        };
      };
      responses: {
        /** @description Saved */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              auto_refill: {
                card_saved: boolean;
                enabled: boolean;
                last_attempt: {
                  at: string;
                  failure_reason: string | null;
                  purchase_id: string;
                  status: string;
                } | null;
                pack: number;
                threshold: number | null;
              };
              /** @description balance less held: what new work can reserve */
              available: number;
              balance: number;
              /** @description what one build holds on this deployment: its exact cost without a model, the cap of its token budget with one; never charged more */
              build_hold?: number;
              /** @description reserved by admitted builds and revisions (their maximum charge) until they end */
              held: number;
              /** @enum {string} */
              payments_provider: 'stripe' | 'local';
            };
          };
        };
        /** @description pack must be one of 100, 600 or 2800 (credits) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Missing, invalid or revoked API key */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Rate limit (per API key; Retry-After), or too many failed authentications from this address */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/credits/ledger': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Credit ledger, newest first
     * @description Every balance movement with its reason and reference. Query: `limit` (1-200, default 50), `cursor`.
     */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description One page */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              entries: {
                /** @description signed: grants and purchases positive, charges and refunds negative */
                amount: number;
                balance_after: number;
                created_at: string;
                id: string;
                /** @enum {string} */
                kind: 'grant' | 'charge' | 'purchase' | 'refund';
                reason: string;
                /** @description the idempotency key of the movement, e.g. charge:site-build:<siteId> */
                reference: string;
                site_id: string | null;
              }[];
              next_cursor: string | null;
            };
          };
        };
        /** @description limit out of range or cursor invalid */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Missing, invalid or revoked API key */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Rate limit (per API key; Retry-After), or too many failed authentications from this address */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/credits/packs': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Credit packs and prices (spec 8) */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The packs */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              packs: {
                credits: number;
                price_cents: number;
                price_usd: string;
              }[];
            };
          };
        };
        /** @description Missing, invalid or revoked API key */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Rate limit (per API key; Retry-After), or too many failed authentications from this address */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/credits/purchases': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Pack purchases, newest first (with what a refund would return now) */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The purchases */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              purchases: {
                amount_cents: number;
                checkout_url: string | null;
                created_at: string;
                credits: number;
                currency: string;
                failure_reason: string | null;
                id: string;
                /** @description what happens next, in words for the customer (set while the purchase waits for payment or an operator) */
                next_step?: string | null;
                /** @enum {string} */
                origin: 'checkout' | 'auto_refill' | 'operator';
                paid_at: string | null;
                /** @enum {string} */
                provider: 'stripe' | 'local';
                refund: {
                  amount_cents: number;
                  credits: number;
                  provider_ref: string | null;
                } | null;
                refundable_credits?: number;
                refundable_until: string | null;
                /** @enum {string} */
                status: 'pending' | 'awaiting_operator' | 'paid' | 'failed' | 'refunded';
              }[];
            };
          };
        };
        /** @description Missing, invalid or revoked API key */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Rate limit (per API key; Retry-After), or too many failed authentications from this address */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    /**
     * Buy a credit pack
     * @description With Stripe configured: a Checkout session (`checkout_url`); the credits arrive when Stripe reports the payment (webhook `checkout.session.completed`), once. Without a payment provider (the local default): the purchase waits for an operator to approve it (`npm run admin -- credits approve --purchase <id>`); no card is involved.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** Format: uri */
            cancel_url?: string;
            /** @description credits of the pack: 100, 600 or 2800 */
            pack: number;
            /** Format: uri */
            success_url?: string;
          };
        };
      };
      responses: {
        /** @description Checkout session created (status pending) */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              amount_cents: number;
              checkout_url: string | null;
              created_at: string;
              credits: number;
              currency: string;
              failure_reason: string | null;
              id: string;
              /** @description what happens next, in words for the customer (set while the purchase waits for payment or an operator) */
              next_step?: string | null;
              /** @enum {string} */
              origin: 'checkout' | 'auto_refill' | 'operator';
              paid_at: string | null;
              /** @enum {string} */
              provider: 'stripe' | 'local';
              refund: {
                amount_cents: number;
                credits: number;
                provider_ref: string | null;
              } | null;
              refundable_credits?: number;
              refundable_until: string | null;
              /** @enum {string} */
              status: 'pending' | 'awaiting_operator' | 'paid' | 'failed' | 'refunded';
            };
          };
        };
        /** @description Recorded; awaiting operator approval (local default) */
        202: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              amount_cents: number;
              checkout_url: string | null;
              created_at: string;
              credits: number;
              currency: string;
              failure_reason: string | null;
              id: string;
              /** @description what happens next, in words for the customer (set while the purchase waits for payment or an operator) */
              next_step?: string | null;
              /** @enum {string} */
              origin: 'checkout' | 'auto_refill' | 'operator';
              paid_at: string | null;
              /** @enum {string} */
              provider: 'stripe' | 'local';
              refund: {
                amount_cents: number;
                credits: number;
                provider_ref: string | null;
              } | null;
              refundable_credits?: number;
              refundable_until: string | null;
              /** @enum {string} */
              status: 'pending' | 'awaiting_operator' | 'paid' | 'failed' | 'refunded';
            };
          };
        };
        /** @description pack must be one of 100, 600 or 2800 (credits) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Missing, invalid or revoked API key */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Rate limit (per API key; Retry-After), or too many failed authentications from this address */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Payment provider unavailable (safe to retry) */
        502: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/credits/refunds': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Refund the unspent credits of a purchase
     * @description Within 30 days of purchase. Prorated: the unspent credits of that purchase (credits are spent oldest first; never more than the available balance) are taken back and price x unspent / credits is refunded through the payment provider (locally: recorded for the operator to pay back). One refund per purchase.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** Format: uuid */
            purchase_id: string;
          };
        };
      };
      responses: {
        /** @description Refunded */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              amount_cents: number;
              checkout_url: string | null;
              created_at: string;
              credits: number;
              currency: string;
              failure_reason: string | null;
              id: string;
              /** @description what happens next, in words for the customer (set while the purchase waits for payment or an operator) */
              next_step?: string | null;
              /** @enum {string} */
              origin: 'checkout' | 'auto_refill' | 'operator';
              paid_at: string | null;
              /** @enum {string} */
              provider: 'stripe' | 'local';
              refund: {
                amount_cents: number;
                credits: number;
                provider_ref: string | null;
              } | null;
              refundable_credits?: number;
              refundable_until: string | null;
              /** @enum {string} */
              status: 'pending' | 'awaiting_operator' | 'paid' | 'failed' | 'refunded';
            };
          };
        };
        /** @description Missing, invalid or revoked API key */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Purchase not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Refund window closed; Nothing left to refund; Purchase already refunded; not paid */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Rate limit (per API key; Retry-After), or too many failed authentications from this address */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Refund failed at the payment provider (credits unchanged; safe to retry) */
        502: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/customer/webhook': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Lifecycle webhook configuration */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The configuration (2.7) */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['CustomerWebhookConfig'];
          };
        };
        /** @description Missing, invalid or revoked API key */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description no_customer_for_caller */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Rate limit (per API key; Retry-After), or too many failed authentications from this address */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    /**
     * Set or clear the lifecycle webhook URL
     * @description The first non-null URL generates the signing secret and returns it once (`secret_plaintext`). `null` disables delivery and keeps subscriptions and secret. After the first PUT, subscriptions default to every subscribable event type.
     */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['PutCustomerWebhookRequest'];
        };
      };
      responses: {
        /** @description Saved */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['PutCustomerWebhookResponse'];
          };
        };
        /** @description url must be http(s):// or null; or url must be publicly reachable */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Missing, invalid or revoked API key */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description no_customer_for_caller */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Rate limit (per API key; Retry-After), or too many failed authentications from this address */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description persist_failed (with detail) */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/customer/webhook/regenerate-secret': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Rotate the signing secret
     * @description The old secret is invalid at once; queued retries are signed with the new one.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The new secret (shown once) */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['RegenerateSecretResponse'];
          };
        };
        /** @description Missing, invalid or revoked API key */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description no_customer_for_caller */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Rate limit (per API key; Retry-After), or too many failed authentications from this address */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description audit_insert_failed or persist_failed */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/customer/webhook/subscriptions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /**
     * Choose the delivered event types
     * @description Order kept, duplicates removed; [] disables all delivery. Unsubscribed events are still recorded, not delivered.
     */
    patch: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['SubscriptionsRequest'];
        };
      };
      responses: {
        /** @description The subscriptions now */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['SubscriptionsResponse'];
          };
        };
        /** @description events must be an array of strings; unknown_event_type with available_events */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Missing, invalid or revoked API key */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description no_customer_for_caller */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Rate limit (per API key; Retry-After), or too many failed authentications from this address */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    trace?: never;
  };
  '/v1/customer/webhook/test-ping': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Send a signed test event now
     * @description Synchronous, not queued, 5-second timeout, no retries; a fresh event_id and occurred_at, site_id null. With `event_type` the canonical sample payload of that type is sent; otherwise a webhook.test_ping envelope.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['TestPingRequest'];
        };
      };
      responses: {
        /** @description What the receiver answered (ok false with status null and error when it did not) */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TestPingResponse'];
          };
        };
        /** @description no_webhook_url_configured, no_signing_secret (both with ok: false), or unknown_event_type with available_events */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Missing, invalid or revoked API key */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description no_customer_for_caller */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Rate limit (per API key; Retry-After), or too many failed authentications from this address */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/domains/check': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Check availability and price (free)
     * @description price_cents is the all-in yearly price in USD cents, only when available. Suggestions are biased by city and industry.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['CheckDomainRequest'];
        };
      };
      responses: {
        /** @description Availability */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['CheckDomainResponse'];
          };
        };
        /** @description domain is required; Invalid domain format */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Missing, invalid or revoked API key */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Rate limit (per API key; Retry-After), or too many failed authentications from this address */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Registrar temporarily unavailable */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/domains/register': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Register a domain for a site (50 credits plus the registrar fee)
     * @description price must equal price_cents from check (at most 5000). The registrar fee is charged in credits at the pack rate (1 credit per 5 cents). The domain is then attached and activated as for attach; the $10/month starts when it is active.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['RegisterDomainRequest'];
        };
      };
      responses: {
        /** @description Registered */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['RegisterDomainResponse'];
          };
        };
        /** @description siteId, domain, and pagesProjectName are required; Valid price (in cents) is required; Domain price exceeds the $50/yr cap (5000 cents); Unsupported TLD: .<tld>; Domain is no longer available; Invalid domain format; Site is not deployed yet... */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Missing, invalid or revoked API key */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description PAYMENT_REQUIRED */
        402: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Site not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Domain is already attached to another site */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Rate limit (per API key; Retry-After), or too many failed authentications from this address */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Registrar temporarily unavailable; safe to retry */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/sites': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List sites, most recently updated first (?limit=1..100, default 100; ?cursor=next_cursor)
     * @description Cursor-paginated: next_cursor is null on the last page, otherwise pass it as ?cursor= for the next one. A site updated while you page moves to the front, so it may be missed or seen twice in one pass.
     */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The account's sites */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['SiteList'];
          };
        };
        /** @description limit or cursor is not valid */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Missing, invalid or revoked API key */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Rate limit (per API key; Retry-After), or too many failed authentications from this address */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    /**
     * Create a site (asynchronous build)
     * @description Starts research, generation, visual review and deploy. Returns at once; follow progress by polling GET /v1/sites/{id} or the lifecycle webhook. Optional Idempotency-Key header (24 h, per account and route).
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['CreateSiteRequest'];
        };
      };
      responses: {
        /** @description Accepted; the build has started */
        202: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['CreateSiteResponse'];
          };
        };
        /** @description Malformed body or no usable identifier */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Missing, invalid or revoked API key */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description PAYMENT_REQUIRED: balance 0 and auto-refill off */
        402: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Idempotency-Key reused with a different body, or still in progress */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Rate limit (per API key; Retry-After), or too many failed authentications from this address */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Failed to create site record (safe to retry) */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/sites/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Fetch one site */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The site */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Site'];
          };
        };
        /** @description Missing, invalid or revoked API key */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Site not found (also for sites owned by others) */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Rate limit (per API key; Retry-After), or too many failed authentications from this address */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /**
     * Change a site's address (slug) or language
     * @description `slug` moves the site to `<slug>.<free host domain>`. The old address answers 308 to the new one for 30 days, then is free for any site. Sending the current slug changes nothing (200). A live site is re-published so its links name the new address. `language` rewrites a built site in that language from its stored research: 202 with the site building (follow it on GET /v1/sites/{id} until it is live again); the new release replaces the live one when written and reviewed, and the previous release stays restorable (POST /v1/sites/{id}/releases/{releaseId}/restore). It holds and charges credits as a build does and is refused while a build, a revision or another language change runs on the site (409). Sending the current language changes nothing (200). `languages` (main first, as on create) rewrites the site in that set the same way: a further language added gets its own pages under /<language>/, one left out is removed with its pages, hreflang links and sitemap entries. Sending the languages the site has changes nothing (200).
     */
    patch: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['ChangeSlugBody'];
        };
      };
      responses: {
        /** @description The site (as GET /v1/sites/{id}) */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Site'];
          };
        };
        /** @description The language change started: the site, status generating */
        202: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Site'];
          };
        };
        /** @description slug is malformed; slug is too long; slug is reserved; language is not a supported BCP 47 tag; language is already one of the site's other languages; languages must list at least one language; languages lists at most 4 languages; languages must list each language once; languages must start with language; invalid body */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Missing, invalid or revoked API key */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description PAYMENT_REQUIRED: the available credits cannot cover the language change (as a build) */
        402: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Site not found (also for sites owned by others) */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description slug is taken (by another site, or left by one within the redirect period); A build is running on this site; A revision is running on this site; Site is not deployed yet (language) */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Rate limit (per API key; Retry-After), or too many failed authentications from this address */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    trace?: never;
  };
  '/v1/sites/{id}/approve-research': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Approve research (with optional edits) and start generation */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['ApproveResearchRequest'];
        };
      };
      responses: {
        /** @description Approved */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              phase: 'generating';
              /** @enum {boolean} */
              success: true;
            };
          };
        };
        /** @description Site is not in research review phase (also on repeat calls); No research data found; invalid body */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Missing, invalid or revoked API key */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Site not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Rate limit (per API key; Retry-After), or too many failed authentications from this address */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/sites/{id}/contact': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Change the contact email (free, no AI)
     * @description Always updates the stored contact email, which receives form-submission mail. With syncHtml (default true) on a shipped site whose HTML held the previous address, every occurrence in the HTML files is replaced and the site is redeployed.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['ContactEmailRequest'];
        };
      };
      responses: {
        /** @description Updated (htmlSyncSkipped with hint when the HTML was not touched; noop when unchanged) */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ContactEmailResponse'];
          };
        };
        /** @description contactEmail is required (string); contactEmail cannot be empty; contactEmail must look like name@example.com; Request body must be valid JSON */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Missing, invalid or revoked API key */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description site_not_found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Rate limit (per API key; Retry-After), or too many failed authentications from this address */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description db_update_failed */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description html_sync_failed (contactEmailUpdated: true; retrying the same call retries the sync) */
        502: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/sites/{id}/domains': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The site's domains and their activation status (free)
     * @description An addition to spec 4.3: dns_pending with the last DNS finding in last_error, active, failed (with the reason) or detached.
     */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Domain records, newest first */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['SiteDomainsResponse'];
          };
        };
        /** @description Missing, invalid or revoked API key */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Site not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Rate limit (per API key; Retry-After), or too many failed authentications from this address */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    /**
     * Attach a custom domain (5 credits once; $10/month once active)
     * @description Apex only; www. is attached too. Returns DNS instructions (A record for the apex, CNAME for www) and status dns_pending; a background check activates the domain when DNS points here, then the monthly charge starts (prorated). Idempotent.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['AttachDomainRequest'];
        };
      };
      responses: {
        /** @description Attached; DNS pending */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AttachDomainResponse'];
          };
        };
        /** @description domain (string) is required; Invalid domain format (with hint); Site is not deployed yet... */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Missing, invalid or revoked API key */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description PAYMENT_REQUIRED */
        402: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Site not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Domain is already attached to another site (any account), or the site already has another domain */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Rate limit (per API key; Retry-After), or too many failed authentications from this address */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Upstream (hosting/CDN or workflow) failure; safe to retry */
        502: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/sites/{id}/domains/{domain}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Detach a custom domain (free)
     * @description Case-insensitive; www. is un-bound too. The site returns to free_subdomain at its free URL, the 7-day refresh rule restarts, and the hosting subscription is synced best-effort. The ownership record is kept. Idempotent (already_free: true).
     */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          domain: string;
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Detached */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['DetachDomainResponse'];
          };
        };
        /** @description domain path parameter is required */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Missing, invalid or revoked API key */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Site not found; or Domain is not attached to this site */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Site has no pages_project_name — nothing to detach */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Rate limit (per API key; Retry-After), or too many failed authentications from this address */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Un-bind done, tier flip failed (internal_error) */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Un-bind failed, subscription unchanged (internal_error); safe to retry */
        502: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/sites/{id}/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Download the deployed site as a ZIP (free; 10 per site per UTC day)
     * @description Streams exactly the deployed files: HTML pages (relative URLs), images/, the favicon family, site.webmanifest, robots.txt and sitemap.xml. Query `include_assets=false` returns only the .html files. Hidden files, symlinks and anything outside the site directory are never included.
     */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Content-Disposition: attachment; filename=<slug>.zip */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description include_assets must be true or false */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Missing, invalid or revoked API key */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Site not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Site is not deployed yet (with status) */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Site has no slug */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Rate limit (per API key; Retry-After), or too many failed authentications from this address */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Export failed (with detail) */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/sites/{id}/favicon': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Swap the favicon (free, deterministic, idempotent)
     * @description Cuts a 180x180 favicon from a source of any shape. Strategies in order until one passes an entropy floor of 0.5 bits: source-logo-wide-edge (aspect above 2:1; the left or right square, higher entropy wins), source-logo-attention, source-logo-center; when the source is undecodable (or every crop is blank), a logo-tagged catalog photo (catalog-logo-*); last resort initial-mark. Writes images/favicon-source.png and the favicon family; the choice survives revisions and resets only on a full rebuild.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['ImageSourceRequest'];
        };
      };
      responses: {
        /** @description Live */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['FaviconSwapResponse'];
          };
        };
        /** @description source.url or source.sitePhotoId required; source.url must be http(s)://; favicon_download_failed (with detail) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Missing, invalid or revoked API key */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description sitePhotoId does not belong to this site */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description sitePhotoId not found; site_not_found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Site is not deployed yet */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Rate limit (per API key; Retry-After), or too many failed authentications from this address */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description favicon_swap_failed (with detail; safe to retry) */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/sites/{id}/leads': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List a site's form submissions, newest first (?limit=1..100, default 100; ?cursor=next_cursor)
     * @description Each lead says whether it is `new` (not listed or opened before); the leads answered are then marked seen, unless `?mark_seen=false`. `new_count` counts the unseen leads of the site and `delivery` says where its leads go.
     */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description One page of leads; next_cursor is null on the last page */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['LeadList'];
          };
        };
        /** @description limit, cursor or mark_seen is not valid */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Missing, invalid or revoked API key; Missing, invalid or revoked API key */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Site not found (also for sites owned by others) */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Rate limit (per API key; Retry-After), or too many failed authentications from this address */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/sites/{id}/leads/{leadId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Fetch one form submission (marks it seen unless ?mark_seen=false) */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
          leadId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The lead */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Lead'];
          };
        };
        /** @description mark_seen is not valid */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Missing, invalid or revoked API key; Missing, invalid or revoked API key */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Site not found; Lead not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Rate limit (per API key; Retry-After), or too many failed authentications from this address */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    /**
     * Erase a form submission (an owner's erasure request)
     * @description Deletes the stored submission and blanks its copies: the fields in its form.submit event (webhook deliveries not yet made then carry no fields) and the text of its notification e-mail in the outbox.
     */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
          leadId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Erased */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Missing, invalid or revoked API key; Missing, invalid or revoked API key */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Site not found; Lead not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Rate limit (per API key; Retry-After), or too many failed authentications from this address */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/sites/{id}/logo': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Swap the logo (free, deterministic, idempotent)
     * @description Writes images/logo.<ext> (png, svg, jpg or webp; SVGs are sanitised) and redeploys. The favicon, brand colors and style are unchanged.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['ImageSourceRequest'];
        };
      };
      responses: {
        /** @description Live */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['LogoSwapResponse'];
          };
        };
        /** @description source.url or source.sitePhotoId required; source.url must be http(s)://; logo_download_failed (with detail) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Missing, invalid or revoked API key */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description sitePhotoId does not belong to this site */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description sitePhotoId not found; site_not_found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Site is not deployed yet */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Rate limit (per API key; Retry-After), or too many failed authentications from this address */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description logo_swap_failed (with detail; safe to retry) */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/sites/{id}/refresh': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Refresh a free site: un-pause it and restart its 7-day clock (free, idempotent)
     * @description Free sites pause 7 days after their last refresh (a notice goes to the contact email 24 hours before). Refresh brings a paused site back within seconds. Paid (custom-domain) sites never pause; refresh is a no-op for them.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Refreshed */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['RefreshResponse'];
          };
        };
        /** @description Missing, invalid or revoked API key */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Site not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Site is not deployed yet (with status) */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Rate limit (per API key; Retry-After), or too many failed authentications from this address */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/sites/{id}/releases': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List a site's releases, newest first (?limit=1..100, default 100; ?cursor=next_cursor)
     * @description Every deploy is an immutable release: the build, each revision, logo/favicon/contact changes and restores. Each can be previewed at its preview_url, compared with diff, and made live again with restore.
     */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The releases */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ReleaseList'];
          };
        };
        /** @description limit or cursor is not valid */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Missing, invalid or revoked API key */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Site not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Rate limit (per API key; Retry-After), or too many failed authentications from this address */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/sites/{id}/releases/{releaseId}/diff': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * What changed between two releases (?against=<releaseId>, default: the live release)
     * @description Files added, removed and changed (by content), and for each page whose visible text differs a unified diff of that text (headings, copy, labels, image alt text; not markup).
     */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
          releaseId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The difference, against -> releaseId */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ReleaseDiff'];
          };
        };
        /** @description Missing, invalid or revoked API key */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Site not found; Release not found (either release) */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Site is not deployed yet and no ?against was given */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Rate limit (per API key; Retry-After), or too many failed authentications from this address */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/sites/{id}/releases/{releaseId}/publish': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Publish the release of a revision sent with "publish": "manual" (free; queued behind running revisions)
     * @description A revision created with "publish": "manual" builds and checks its release but leaves the live site as it is; preview it at its preview_url, then publish it here. Queued and answered like a restore; it ends with one site.revision_complete (no charge) and the release itself becomes live. Publishing the release of a site that changed meanwhile replaces those changes: restore or revise again if that is not what you want.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
          releaseId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Queued */
        202: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['RestoreReleaseResponse'];
          };
        };
        /** @description Missing, invalid or revoked API key */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Site not found; Release not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Site is not deployed yet; This release is not waiting to be published (not from a manual revision, or already live) */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description { error, queue_full: true } with 3 revisions in flight; Rate limit (per API key; Retry-After), or too many failed authentications from this address */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/sites/{id}/releases/{releaseId}/restore': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Make an earlier release live again (free; queued behind running revisions)
     * @description Queued in the site's revision queue, so it lands in order with revisions (a revision admitted before it publishes first; one admitted after it changes the restored site). It ends like a revision: GET .../revisions/{revisionId} and one site.revision_complete event, with no charge. The restored files go live as a new release (cause rollback) through the same publish lock and pointer swap as any deploy. A restore of the same release already in the queue is answered with that one. Optional Idempotency-Key header.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
          releaseId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Queued */
        202: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['RestoreReleaseResponse'];
          };
        };
        /** @description Missing, invalid or revoked API key */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Site not found; Release not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Site is not deployed yet */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description { error, queue_full: true } with 3 revisions in flight; Rate limit (per API key; Retry-After), or too many failed authentications from this address */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/sites/{id}/research': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Read the research behind a site (from research_review on) */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Research (spec 2.4) */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Research'];
          };
        };
        /** @description Missing, invalid or revoked API key */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Site not found, or Research not yet complete */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Research not ready for review (still researching) */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Rate limit (per API key; Retry-After), or too many failed authentications from this address */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/sites/{id}/research-draft': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /**
     * Save research edits without advancing
     * @description `excludeImages` and `uploadedPhotos` are accepted only on approve-research. `{}` is valid and bumps updated_at.
     */
    patch: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['ResearchDraftRequest'];
        };
      };
      responses: {
        /** @description Saved */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              saved_at: string;
              /** @enum {boolean} */
              success: true;
            };
          };
        };
        /** @description Site is not in research review phase; No research data found; invalid body */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Missing, invalid or revoked API key */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Site not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Rate limit (per API key; Retry-After), or too many failed authentications from this address */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    trace?: never;
  };
  '/v1/sites/{id}/research/photos/{photoId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A research photo's image, as staged for the build (the photo's id from GET .../research)
     * @description So an owner reviewing research sees each photo, not only its description. Served to the owning account only; a photo left out at review is removed from staging and answers 404.
     */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
          photoId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The image (Cache-Control: private, immutable) */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Missing, invalid or revoked API key */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Site not found; Photo not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Rate limit (per API key; Retry-After), or too many failed authentications from this address */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/sites/{id}/review-screenshots/{releaseId}/{file}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A cropped screenshot of a visual-review warning's area (the warning's screenshot_url)
     * @description PNG of the part of the page a warning is about, taken by the visual review of that release. Served to the site's account only; other accounts, unknown releases and unknown files get 404.
     */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          file: string;
          id: string;
          releaseId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The PNG (Cache-Control: private, immutable) */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Missing, invalid or revoked API key */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Site, release or screenshot not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Rate limit (per API key; Retry-After), or too many failed authentications from this address */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/sites/{id}/revisions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List a site's revisions, newest first (?limit=1..100, default 100; ?cursor=next_cursor) */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The revisions */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['RevisionList'];
          };
        };
        /** @description limit or cursor is not valid */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Missing, invalid or revoked API key */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Site not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Rate limit (per API key; Retry-After), or too many failed authentications from this address */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    /**
     * Request a change in plain English (asynchronous; about 20 to 100 credits on actual usage)
     * @description Only deployed sites (status complete or complete_with_warnings) take revisions. Each site runs its revisions one at a time in FIFO order (1 running + 2 waiting); different sites run in parallel. queue_position 0 means work starts at once. The outcome arrives as exactly one of site.revision_complete, site.revision_failed or site.revision_clarification_needed, and on GET .../revisions/{revisionId}. Requests needing server-side execution (live chat, checkout sessions, accounts or gated areas, real-time inventory or personalisation, server-side A/B tests) are refused with 422 out_of_scope and a suggestion. Optional Idempotency-Key header (24 h, per account and route).
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['CreateRevisionBody'];
        };
      };
      responses: {
        /** @description Accepted and queued */
        202: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['CreateRevisionResponse'];
          };
        };
        /** @description prompt is required */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Missing, invalid or revoked API key */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description PAYMENT_REQUIRED: balance 0 and auto-refill off */
        402: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Site not found (also for sites owned by others) */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Site is not deployed yet (with `status`); or Idempotency-Key reused with a different body */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description { error: "out_of_scope", reason, suggestion, revisionId }; a site.revision_failed event is also fired */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Daily revision limit reached (with `quota`); or { error, queue_full: true } with 3 revisions in flight; or rate limit; Rate limit (per API key; Retry-After), or too many failed authentications from this address */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Revisions are temporarily disabled. Please try again shortly. */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/sites/{id}/revisions/{revisionId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Fetch one revision: status pending, running, complete, failed, clarification_needed, awaiting_review or discarded, with its outcome */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
          revisionId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The revision */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Revision'];
          };
        };
        /** @description Missing, invalid or revoked API key */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Site not found; Revision not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Rate limit (per API key; Retry-After), or too many failed authentications from this address */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/sites/{id}/revisions/{revisionId}/approve': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Publish a revision awaiting review: its release goes live (status complete; charged now)
     * @description For a revision sent with "publish": "review" that ended awaiting_review. Its release goes live under the site's publish lock, and the revision ends complete with one site.revision_complete event; it is charged now, like an immediate revision. If the live site changed since the release was built, the change is replayed on the live site as it is now (release_id then names the new release), or refused with 409 and a reason when it no longer applies.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
          revisionId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The revision */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Revision'];
          };
        };
        /** @description Missing, invalid or revoked API key */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Site not found; Revision not found (also for those of other accounts) */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description revision is not awaiting review (with `status`); or the live site changed and the change no longer applies (with `reason`) */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Rate limit (per API key; Retry-After), or too many failed authentications from this address */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/sites/{id}/revisions/{revisionId}/discard': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Drop a revision awaiting review (status discarded; the live site never showed it)
     * @description For a revision that ended awaiting_review. It ends discarded and its release is never made live. Only model work already done is charged (one credit per US$0.001 of model cost; nothing without a model key).
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
          revisionId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The revision */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Revision'];
          };
        };
        /** @description Missing, invalid or revoked API key */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Site not found; Revision not found (also for those of other accounts) */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description revision is not awaiting review (with `status`) */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Rate limit (per API key; Retry-After), or too many failed authentications from this address */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/sites/{id}/revisions/{revisionId}/reply': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Answer a revision's question: the same revision continues with the question and the answer in context
     * @description For a revision in clarification_needed. It goes back to pending and keeps its place in the site queue (ahead of revisions admitted after it): no new admission, no daily quota, no new hold; a question is never charged. It ends like any revision, with one new outcome event (site.revision_complete, site.revision_failed, or another site.revision_clarification_needed). GET .../revisions/{revisionId} lists the earlier questions and answers under replies. Optional Idempotency-Key header (24 h).
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
          revisionId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['ReplyRevisionBody'];
        };
      };
      responses: {
        /** @description Continued and queued */
        202: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ReplyRevisionResponse'];
          };
        };
        /** @description answer is required; answer is too long (at most 4000 characters) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Missing, invalid or revoked API key */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Site not found; Revision not found (also for those of other accounts) */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description revision is not waiting for a reply (with `status`); or Idempotency-Key reused with a different body */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Rate limit (per API key; Retry-After), or too many failed authentications from this address */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/sites/{id}/thumbnail': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A small picture of the live site's home page (addition to the spec)
     * @description JPEG (320x200) of the home page's first screen at desktop width, taken a few seconds after each build, revision or restore goes live. A release made by an operation (logo, favicon, contact, address) shows the latest thumbnail before it. Served to the site's account only; other accounts get 404.
     */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The JPEG (Cache-Control: private, no-cache; ETag: the release it shows) */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Missing, invalid or revoked API key */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Site not found; Thumbnail not found (not deployed yet, or not taken yet) */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Rate limit (per API key; Retry-After), or too many failed authentications from this address */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/sites/{id}/webhook/regenerate-secret': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Rotate the site's form-webhook secret
     * @description The old secret is invalid at once; queued retries are re-signed with the new one.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The new secret (shown once) */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['RegenerateSecretResponse'];
          };
        };
        /** @description no_webhook_url_configured (ok: false) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Missing, invalid or revoked API key */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Site not found (also for sites owned by others) */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Rate limit (per API key; Retry-After), or too many failed authentications from this address */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/sites/{id}/webhook/test-ping': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Send a signed test event to the form webhook
     * @description Omit event_type for a webhook.test_ping envelope; with it, that type's canonical sample payload. 10-second timeout, no retries.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['TestPingRequest'];
        };
      };
      responses: {
        /** @description What the receiver answered */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TestPingResponse'];
          };
        };
        /** @description no_webhook_url_configured (ok: false) or unknown_event_type with available_events */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Missing, invalid or revoked API key */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Site not found (also for sites owned by others) */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Rate limit (per API key; Retry-After), or too many failed authentications from this address */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/sites/{id}/webhooks/forms': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Set the site's form webhook URL
     * @description First configure (or rotate_secret: true) returns the signing secret once in `secret_issued`; later calls return null there. Until a URL is set, submissions go by plain email to the site's contact email. Deliveries are `form.submit` envelopes.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['ConfigureFormWebhookRequest'];
        };
      };
      responses: {
        /** @description Saved */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ConfigureFormWebhookResponse'];
          };
        };
        /** @description webhook_url is required and must be http(s)://; or webhook_url must be publicly reachable */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Missing, invalid or revoked API key */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Forbidden: the site belongs to another account */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Site not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Rate limit (per API key; Retry-After), or too many failed authentications from this address */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/sites/{id}/webhooks/forms/test': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Send a synthetic form submission now
     * @description One signed form.submit envelope (payload with test: true), 10-second timeout, no retries.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description What the receiver answered */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['FormsTestResponse'];
          };
        };
        /** @description no_webhook_url_configured (ok: false) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Missing, invalid or revoked API key */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Site not found (also for sites owned by others) */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Rate limit (per API key; Retry-After), or too many failed authentications from this address */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/webhook-deliveries': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The delivery log, newest first: status, attempts with status code and response preview (?status, ?limit, ?cursor) */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description One page of deliveries */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['WebhookDeliveryList'];
          };
        };
        /** @description status, limit or cursor is not valid */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Missing, invalid or revoked credentials; Missing, invalid or revoked API key */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Rate limit (per API key; Retry-After), or too many failed authentications from this address */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/webhook-deliveries/{deliveryId}/replay': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Replay a dead-lettered (or failed) delivery: the same event, freshly signed with the current secret and URL */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          deliveryId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description A new delivery run started */
        202: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              delivery_id: string;
              endpoint: string;
              event_id: string;
              replays: number;
            };
          };
        };
        /** @description Missing, invalid or revoked credentials; Missing, invalid or revoked API key */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Delivery not found (also for other accounts’ deliveries) */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Only dead_letter or failed deliveries can be replayed; or a run is still going */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Rate limit (per API key; Retry-After), or too many failed authentications from this address */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/webhooks/form-submit': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Public form receiver for generated sites (no API key)
     * @description The generated sites' contact forms post here. The submission is stored first (always), then delivered as a `form.submit` event to the site's form webhook (and the lifecycle webhook when subscribed) and by email to the site's contact email when set; a site with neither has each lead emailed to its account's address. `Accept: application/json` answers 200 JSON; otherwise 303 to `_redirect` (only on the site's own origin) or a hosted thank-you page. Rate-limited per IP and site and per site; CORS is allowed for the sites' own origins.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['FormSubmitRequest'];
          'application/x-www-form-urlencoded': components['schemas']['FormSubmitRequest'];
          'multipart/form-data': components['schemas']['FormSubmitRequest'];
        };
      };
      responses: {
        /** @description Stored (with Accept: application/json) */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['FormSubmitResponse'];
          };
        };
        /** @description Stored; the browser goes to `_redirect` or the thank-you page */
        303: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description site_id is required; site_id must be a UUID; a field is too long; too many fields; no fields; file uploads are not accepted */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Site not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Body larger than FORM_MAX_BODY_BYTES */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Unsupported Content-Type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Too many submissions from this IP to this site, or to this site (Retry-After) */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/webhooks/stripe': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Stripe webhook (credit-pack Checkout)
     * @description Verified with the Stripe-Signature header (t=<unix>,v1=<HMAC-SHA256 of "<t>.<raw body>">, 300 s tolerance, constant-time comparison). Handles checkout.session.completed and checkout.session.async_payment_succeeded; a purchase is credited once however often they are delivered.
     */
    post: {
      parameters: {
        query?: never;
        header: {
          'stripe-signature': string;
        };
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Acknowledged */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              received: boolean;
              result: string;
            };
          };
        };
        /** @description Invalid Stripe signature */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Stripe webhook not configured (STRIPE_WEBHOOK_SECRET unset) */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export interface webhooks {
  'form.submit': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** A form submission on a deployed site (per-site form webhook; lifecycle webhook when subscribed) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          /**
           * @example {
           *       "event_id": "00000000-0000-4000-8000-0000000000e1",
           *       "type": "form.submit",
           *       "site_id": "00000000-0000-4000-8000-000000000001",
           *       "occurred_at": "2026-01-01T00:00:00.000Z",
           *       "payload": {
           *         "submission_id": "00000000-0000-4000-8000-000000000003",
           *         "site_id": "00000000-0000-4000-8000-000000000001",
           *         "business_name": "Sample Bakery",
           *         "slug": "sample-bakery",
           *         "deployment_url": "https://sample-bakery.example.com",
           *         "page": "contact.html",
           *         "fields": {
           *           "name": "Ada Lovelace",
           *           "email": "ada@example.com",
           *           "message": "Sample: do you bake rye bread?"
           *         },
           *         "submitted_at": "2026-01-01T00:00:00.000Z",
           *         "platform_user_id": "00000000-0000-4000-8000-000000000004",
           *         "originated_via": "service_public",
           *         "test": true
           *       }
           *     }
           */
          'application/json': components['schemas']['WebhookEnvelope'] & {
            payload?: components['schemas']['FormSubmitPayload'];
          };
        };
      };
      responses: {
        /** @description Any 2xx within 10 s acknowledges; 4xx is permanent; 5xx and timeouts are retried at +30 s, +5 min, +30 min, then dead-lettered */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'site.complete': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** An initial build deployed (complete or complete_with_warnings) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          /**
           * @example {
           *       "event_id": "00000000-0000-4000-8000-0000000000e1",
           *       "type": "site.complete",
           *       "site_id": "00000000-0000-4000-8000-000000000001",
           *       "occurred_at": "2026-01-01T00:00:00.000Z",
           *       "payload": {
           *         "site_id": "00000000-0000-4000-8000-000000000001",
           *         "deployment_url": "https://sample-bakery.example.com",
           *         "slug": "sample-bakery",
           *         "business_name": "Sample Bakery",
           *         "platform_user_id": "00000000-0000-4000-8000-000000000004",
           *         "status": "complete",
           *         "email_status": "confirmed",
           *         "input": {
           *           "businessName": "Sample Bakery",
           *           "location": "Tulsa, OK",
           *           "received_at": "2026-01-01T00:00:00.000Z"
           *         },
           *         "usage": {
           *           "cost_usd": 0.42,
           *           "tokens_in": 18250,
           *           "tokens_out": 9120
           *         }
           *       }
           *     }
           */
          'application/json': components['schemas']['WebhookEnvelope'] & {
            payload?: components['schemas']['SiteCompletePayload'];
          };
        };
      };
      responses: {
        /** @description Any 2xx within 10 s acknowledges; 4xx is permanent; 5xx and timeouts are retried at +30 s, +5 min, +30 min, then dead-lettered */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'site.failed': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** An initial build failed; no charge */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          /**
           * @example {
           *       "event_id": "00000000-0000-4000-8000-0000000000e1",
           *       "type": "site.failed",
           *       "site_id": "00000000-0000-4000-8000-000000000001",
           *       "occurred_at": "2026-01-01T00:00:00.000Z",
           *       "payload": {
           *         "site_id": "00000000-0000-4000-8000-000000000001",
           *         "failed_phase": "generation",
           *         "failed_reason": "generation_error",
           *         "last_error": "Sample: the generator could not produce a valid page.",
           *         "platform_user_id": "00000000-0000-4000-8000-000000000004"
           *       }
           *     }
           */
          'application/json': components['schemas']['WebhookEnvelope'] & {
            payload?: components['schemas']['SiteFailedPayload'];
          };
        };
      };
      responses: {
        /** @description Any 2xx within 10 s acknowledges; 4xx is permanent; 5xx and timeouts are retried at +30 s, +5 min, +30 min, then dead-lettered */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'site.research_ready': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Research is done, before generation (auto and manual modes, and on the email-missing pause) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          /**
           * @example {
           *       "event_id": "00000000-0000-4000-8000-0000000000e1",
           *       "type": "site.research_ready",
           *       "site_id": "00000000-0000-4000-8000-000000000001",
           *       "occurred_at": "2026-01-01T00:00:00.000Z",
           *       "payload": {
           *         "research_url": "/v1/sites/00000000-0000-4000-8000-000000000001/research",
           *         "business_name": "Sample Bakery",
           *         "business_category": "restaurant",
           *         "email_status": "confirmed",
           *         "platform_user_id": "00000000-0000-4000-8000-000000000004"
           *       }
           *     }
           */
          'application/json': components['schemas']['WebhookEnvelope'] & {
            payload?: components['schemas']['ResearchReadyPayload'];
          };
        };
      };
      responses: {
        /** @description Any 2xx within 10 s acknowledges; 4xx is permanent; 5xx and timeouts are retried at +30 s, +5 min, +30 min, then dead-lettered */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'site.revision_clarification_needed': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The revision agent needs more information */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          /**
           * @example {
           *       "event_id": "00000000-0000-4000-8000-0000000000e1",
           *       "type": "site.revision_clarification_needed",
           *       "site_id": "00000000-0000-4000-8000-000000000001",
           *       "occurred_at": "2026-01-01T00:00:00.000Z",
           *       "payload": {
           *         "site_id": "00000000-0000-4000-8000-000000000001",
           *         "revision_id": "00000000-0000-4000-8000-000000000002",
           *         "question": "Sample: which phone number should the header show?",
           *         "context": "Two numbers were found in research.",
           *         "platform_user_id": "00000000-0000-4000-8000-000000000004"
           *       }
           *     }
           */
          'application/json': components['schemas']['WebhookEnvelope'] & {
            payload?: components['schemas']['RevisionClarificationPayload'];
          };
        };
      };
      responses: {
        /** @description Any 2xx within 10 s acknowledges; 4xx is permanent; 5xx and timeouts are retried at +30 s, +5 min, +30 min, then dead-lettered */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'site.revision_complete': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** A revision deployed */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          /**
           * @example {
           *       "event_id": "00000000-0000-4000-8000-0000000000e1",
           *       "type": "site.revision_complete",
           *       "site_id": "00000000-0000-4000-8000-000000000001",
           *       "occurred_at": "2026-01-01T00:00:00.000Z",
           *       "payload": {
           *         "site_id": "00000000-0000-4000-8000-000000000001",
           *         "revision_id": "00000000-0000-4000-8000-000000000002",
           *         "deployment_url": "https://sample-bakery.example.com",
           *         "summary": "Sample: changed the hero headline.",
           *         "iterations_used": 2,
           *         "platform_user_id": "00000000-0000-4000-8000-000000000004",
           *         "usage": {
           *           "cost_usd": 0.42,
           *           "tokens_in": 18250,
           *           "tokens_out": 9120
           *         }
           *       }
           *     }
           */
          'application/json': components['schemas']['WebhookEnvelope'] & {
            payload?: components['schemas']['RevisionCompletePayload'];
          };
        };
      };
      responses: {
        /** @description Any 2xx within 10 s acknowledges; 4xx is permanent; 5xx and timeouts are retried at +30 s, +5 min, +30 min, then dead-lettered */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'site.revision_failed': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** A revision failed or was ruled out of scope; no charge */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          /**
           * @example {
           *       "event_id": "00000000-0000-4000-8000-0000000000e1",
           *       "type": "site.revision_failed",
           *       "site_id": "00000000-0000-4000-8000-000000000001",
           *       "occurred_at": "2026-01-01T00:00:00.000Z",
           *       "payload": {
           *         "site_id": "00000000-0000-4000-8000-000000000001",
           *         "revision_id": "00000000-0000-4000-8000-000000000002",
           *         "reason": "out_of_scope",
           *         "reason_detail": "Sample: user accounts need a server.",
           *         "last_error": "Sample: user accounts need a server.",
           *         "suggestion": "Link to a hosted booking page instead.",
           *         "failed_at": "2026-01-01T00:00:00.000Z",
           *         "platform_user_id": "00000000-0000-4000-8000-000000000004"
           *       }
           *     }
           */
          'application/json': components['schemas']['WebhookEnvelope'] & {
            payload?: components['schemas']['RevisionFailedPayload'];
          };
        };
      };
      responses: {
        /** @description Any 2xx within 10 s acknowledges; 4xx is permanent; 5xx and timeouts are retried at +30 s, +5 min, +30 min, then dead-lettered */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'site.revision_ready': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** A revision sent with "publish": "review" is built and awaits review (approve or discard it); the live site is unchanged */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          /**
           * @example {
           *       "event_id": "00000000-0000-4000-8000-0000000000e1",
           *       "type": "site.revision_ready",
           *       "site_id": "00000000-0000-4000-8000-000000000001",
           *       "occurred_at": "2026-01-01T00:00:00.000Z",
           *       "payload": {
           *         "site_id": "00000000-0000-4000-8000-000000000001",
           *         "revision_id": "00000000-0000-4000-8000-000000000002",
           *         "summary": "Sample: changed the hero headline.",
           *         "release_id": "00000000-0000-4000-8000-000000000005",
           *         "preview_url": "https://sample-bakery--r-00000000.example.com/",
           *         "diff_url": "https://api.example.com/v1/sites/00000000-0000-4000-8000-000000000001/releases/00000000-0000-4000-8000-000000000005/diff",
           *         "platform_user_id": "00000000-0000-4000-8000-000000000004"
           *       }
           *     }
           */
          'application/json': components['schemas']['WebhookEnvelope'] & {
            payload?: components['schemas']['RevisionReadyPayload'];
          };
        };
      };
      responses: {
        /** @description Any 2xx within 10 s acknowledges; 4xx is permanent; 5xx and timeouts are retried at +30 s, +5 min, +30 min, then dead-lettered */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'webhook.test_ping': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Synthetic, from the test-ping endpoints only; accept and ignore it */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          /**
           * @example {
           *       "event_id": "00000000-0000-4000-8000-0000000000e1",
           *       "type": "webhook.test_ping",
           *       "site_id": null,
           *       "occurred_at": "2026-01-01T00:00:00.000Z",
           *       "payload": {
           *         "message": "Test ping from the Site Generation Service: accept it with 2xx and ignore it.",
           *         "scope": "customer"
           *       }
           *     }
           */
          'application/json': components['schemas']['WebhookEnvelope'] & {
            payload?: components['schemas']['TestPingPayload'];
          };
        };
      };
      responses: {
        /** @description Any 2xx within 10 s acknowledges; 4xx is permanent; 5xx and timeouts are retried at +30 s, +5 min, +30 min, then dead-lettered */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export interface components {
  schemas: {
    /**
     * @example {
     *       "id": "Example",
     *       "email": "owner@rosas-cafe.example",
     *       "email_verified": true,
     *       "password_set": true,
     *       "credits_balance": 1,
     *       "auto_refill": true,
     *       "auto_refill_threshold": 1,
     *       "created_at": "2026-11-23T20:00:00.000Z"
     *     }
     */
    Account: {
      auto_refill: boolean;
      auto_refill_threshold: number | null;
      created_at: string;
      credits_balance: number;
      email: string;
      email_verified: boolean;
      id: string;
      /** @description Whether password sign-in is set up (PUT /v1/account/password) */
      password_set: boolean;
    };
    /**
     * @example {
     *       "id": "Example",
     *       "prefix": "Example",
     *       "tag": "prod",
     *       "name": "Rosa",
     *       "created_at": "2026-11-23T20:00:00.000Z",
     *       "last_used_at": "2026-11-23T20:00:00.000Z",
     *       "revoked_at": "2026-11-23T20:00:00.000Z"
     *     }
     */
    ApiKey: {
      created_at: string;
      id: string;
      last_used_at: string | null;
      name: string | null;
      /** @description The public start of the key, e.g. sgs_1a2b3c4d5e6f_ */
      prefix: string;
      revoked_at: string | null;
      /** @enum {string} */
      tag: 'prod' | 'staging';
    };
    /**
     * @example {
     *       "keys": [
     *         {
     *           "id": "Example",
     *           "prefix": "Example",
     *           "tag": "prod",
     *           "name": "Rosa",
     *           "created_at": "2026-11-23T20:00:00.000Z",
     *           "last_used_at": "2026-11-23T20:00:00.000Z",
     *           "revoked_at": "2026-11-23T20:00:00.000Z"
     *         }
     *       ]
     *     }
     */
    ApiKeyList: {
      keys: components['schemas']['ApiKey'][];
    };
    /**
     * @example {
     *       "services": [
     *         {
     *           "name": "Rosa",
     *           "description": "Example",
     *           "price": "Example",
     *           "category": "Example"
     *         }
     *       ],
     *       "testimonials": [
     *         {
     *           "quote": "Example",
     *           "author": "Example",
     *           "rating": 1,
     *           "source": "Example",
     *           "lang": "es"
     *         }
     *       ],
     *       "faqs": [
     *         {
     *           "question": "Example",
     *           "answer": ""
     *         }
     *       ],
     *       "hours": {
     *         "Mon-Fri": "7:00 AM – 3:00 PM",
     *         "Saturday": "8:00 AM – 2:00 PM",
     *         "Sunday": "Closed"
     *       },
     *       "brandColors": {
     *         "primary": "#b4532a",
     *         "secondary": "#b4532a",
     *         "accent": "#b4532a",
     *         "personality": "Example"
     *       },
     *       "existingSiteUrl": "https://rosas-cafe.example/",
     *       "ownerPrompt": "Add a page called Catering that says we cater weddings and office events",
     *       "businessDescription": "Example",
     *       "designStyle": "Example",
     *       "allowStockPhotos": true,
     *       "language": "de",
     *       "languages": [
     *         "de",
     *         "en"
     *       ],
     *       "contentPlan": {
     *         "name": null
     *       },
     *       "excludeImages": [
     *         "https://rosas-cafe.example/photos/patio.jpg"
     *       ],
     *       "uploadedPhotos": [
     *         "https://rosas-cafe.example/photos/patio.jpg"
     *       ],
     *       "contactEmail": "owner@rosas-cafe.example"
     *     }
     */
    ApproveResearchRequest: {
      allowStockPhotos?: boolean;
      brandColors?: {
        accent?: string;
        personality?: string;
        primary?: string;
        secondary?: string;
      };
      businessDescription?: string;
      contactEmail?: string;
      contentPlan?: {
        [key: string]: unknown;
      };
      designStyle?: string;
      excludeImages?: string[];
      existingSiteUrl?: string;
      faqs?: {
        /** @default  */
        answer: string;
        question: string;
      }[];
      /**
       * @description Opening hours by day: keys name one day or several ("Monday", "Mon", "Mon-Fri", "Sat & Sun", "weekdays", "daily"), stored by full day name; a one-day key overrides a range that includes it. Values as written ("9:00 AM – 5:00 PM", "Closed").
       * @example {
       *       "Mon-Fri": "7:00 AM – 3:00 PM",
       *       "Saturday": "8:00 AM – 2:00 PM",
       *       "Sunday": "Closed"
       *     }
       */
      hours?: {
        [key: string]: string;
      };
      /**
       * @description The language the site is written in (BCP 47; supported: en, de, fr, es, it, nl, pt, ja).
       * @example de
       */
      language?: string;
      /**
       * @description The site's languages as on create, main first (with `language` too, it must be that): the build writes each further one natively and serves it under /<language>/. Replaces the further languages the site had.
       * @example [
       *       "de",
       *       "en"
       *     ]
       */
      languages?: string[];
      ownerPrompt?: string;
      services?: {
        category?: string;
        description?: string;
        name: string;
        price?: string | number;
      }[];
      testimonials?: {
        author?: string;
        /**
         * @description The language the quote is written in (BCP 47), when it is not the site’s.
         * @example es
         */
        lang?: string;
        quote: string;
        rating?: number;
        source?: string;
      }[];
      uploadedPhotos?: string[];
    };
    /**
     * @example {
     *       "domain": "rosascafe.com"
     *     }
     */
    AttachDomainRequest: {
      /** @description Apex domain only: no scheme, no www., no trailing slash. www. is attached too. A Unicode name (café.com) is answered and stored in its ASCII form (xn--caf-dma.com). */
      domain?: string;
    };
    /**
     * @example {
     *       "success": true,
     *       "domain": "rosascafe.com",
     *       "cname_target": "Example",
     *       "instructions": {
     *         "apex": {
     *           "type": "Example",
     *           "name": "Rosa",
     *           "value": "Example"
     *         },
     *         "www": {
     *           "type": "Example",
     *           "name": "Rosa",
     *           "value": "Example"
     *         },
     *         "note": "Example"
     *       },
     *       "status": "dns_pending"
     *     }
     */
    AttachDomainResponse: {
      cname_target: string;
      domain: string;
      instructions: {
        apex: {
          name: string;
          type: string;
          value: string;
        };
        note: string;
        www: {
          name: string;
          type: string;
          value: string;
        };
      };
      /**
       * @description dns_pending until DNS points at the target (active on a repeat call after activation).
       * @enum {string}
       */
      status: 'dns_pending' | 'active';
      /** @enum {boolean} */
      success: true;
    };
    /**
     * @example {
     *       "query": "Example",
     *       "location": "Austin, TX"
     *     }
     */
    BusinessSearchRequest: {
      location?: string;
      query?: string;
    };
    /**
     * @example {
     *       "results": [
     *         {
     *           "placeId": "Example",
     *           "name": "Rosa",
     *           "address": "Example",
     *           "phone": "+15125550142",
     *           "rating": 1,
     *           "userRatingCount": 1,
     *           "website": "Example",
     *           "googleMapsUri": "Example",
     *           "businessType": "Example"
     *         }
     *       ]
     *     }
     */
    BusinessSearchResponse: {
      results: components['schemas']['BusinessSearchResult'][];
    };
    /**
     * @example {
     *       "placeId": "Example",
     *       "name": "Rosa",
     *       "address": "Example",
     *       "phone": "+15125550142",
     *       "rating": 1,
     *       "userRatingCount": 1,
     *       "website": "Example",
     *       "googleMapsUri": "Example",
     *       "businessType": "Example"
     *     }
     */
    BusinessSearchResult: {
      address: string | null;
      businessType: string | null;
      googleMapsUri: string | null;
      name: string;
      phone: string | null;
      placeId: string;
      rating: number | null;
      userRatingCount: number | null;
      website: string | null;
    } & {
      [key: string]: unknown;
    };
    /**
     * @example {
     *       "slug": "rosas-cafe-austin",
     *       "language": "de",
     *       "languages": [
     *         "de",
     *         "en"
     *       ]
     *     }
     */
    ChangeSlugBody: {
      /**
       * @description Rewrites a built site in this language from its stored research, as a new release (202; the previous release stays restorable). It holds credits as a build does (GET /v1/credits `build_hold`).
       * @example de
       */
      language?: string;
      /**
       * @description Rewrites a built site in these languages, as `language` does: the first is the main language (served at /; with `language` too, it must be that), each further one is written natively and served under /<language>/; a language left out is removed with its pages, one added gets its own. Same rules as on create.
       * @example [
       *       "de",
       *       "en"
       *     ]
       */
      languages?: string[];
      /**
       * @description The site's new address label (<slug>.<free host domain>): lowercase letters, digits and single hyphens, at most 48 characters.
       * @example rosas-cafe-austin
       */
      slug?: string;
    };
    /**
     * @example {
     *       "domain": "rosascafe.com",
     *       "city": "Example",
     *       "industry": "Example"
     *     }
     */
    CheckDomainRequest: {
      /** @description Biases suggestions */
      city?: string;
      /** @description Domain including its TLD, e.g. joespizza.com */
      domain?: string;
      /** @description Biases suggestions */
      industry?: string;
    };
    /**
     * @example {
     *       "domain": "rosascafe.com",
     *       "available": true,
     *       "price_cents": 1,
     *       "suggestions": [
     *         {
     *           "domain": "rosascafe.com",
     *           "available": true,
     *           "price_cents": 1
     *         }
     *       ],
     *       "registrar": "Example",
     *       "note": "Example"
     *     }
     */
    CheckDomainResponse: {
      available: boolean;
      domain: string;
      note?: string;
      price_cents?: number;
      /** @description `sandbox` for the local default registrar (nothing is bought). */
      registrar: string;
      suggestions: {
        available: boolean;
        domain: string;
        price_cents?: number;
      }[];
    };
    /**
     * @example {
     *       "webhook_url": "https://rosas-cafe.example/",
     *       "rotate_secret": false
     *     }
     */
    ConfigureFormWebhookRequest: {
      /**
       * @description Issue a new signing secret (returned once).
       * @default false
       */
      rotate_secret: boolean;
      /** Format: uri */
      webhook_url: string;
    };
    /**
     * @example {
     *       "ok": true,
     *       "site_id": "3f1d7c2e-8a4b-4c1e-9f2a-5b6c7d8e9f01",
     *       "webhook_url": "https://rosas-cafe.example/",
     *       "originated_via": "Example",
     *       "secret_issued": "whsec_3b1f0c2a9e8d7c6b5a4f3e2d1c0b9a8f7e6d5c4b3a2f1e0d",
     *       "secret_note": "whsec_3b1f0c2a9e8d7c6b5a4f3e2d1c0b9a8f7e6d5c4b3a2f1e0d"
     *     }
     */
    ConfigureFormWebhookResponse: {
      /** @enum {boolean} */
      ok: true;
      /** @description `service_public` for sites built through this API; treat others as opaque. */
      originated_via: string;
      /** @description The signing secret, returned once (first configure or rotate); null otherwise. */
      secret_issued: string | null;
      secret_note: string;
      /** Format: uuid */
      site_id: string;
      webhook_url: string;
    };
    /**
     * @example {
     *       "contactEmail": "owner@rosas-cafe.example",
     *       "syncHtml": true
     *     }
     */
    ContactEmailRequest: {
      /** @description Required; trimmed; contains @ with a . after it */
      contactEmail?: string;
      /**
       * @description Replace the old address in the live HTML and redeploy
       * @default true
       */
      syncHtml: boolean;
    } & {
      [key: string]: unknown;
    };
    /**
     * @example {
     *       "ok": true,
     *       "contactEmail": "owner@rosas-cafe.example",
     *       "emailStatus": "missing",
     *       "syncedHtml": true,
     *       "filesUpdated": 1,
     *       "deploymentUrl": "https://rosas-cafe.example/",
     *       "htmlSyncSkipped": "opted_out",
     *       "hint": "Example",
     *       "noop": true
     *     }
     */
    ContactEmailResponse: {
      contactEmail: string;
      deploymentUrl?: string;
      /** @enum {string} */
      emailStatus: 'missing' | 'placeholder' | 'confirmed';
      filesUpdated: number;
      hint?: string;
      /** @enum {string} */
      htmlSyncSkipped?: 'opted_out' | 'not_yet_shipped' | 'no_prior_email_in_html';
      /** @enum {boolean} */
      noop?: true;
      /** @enum {boolean} */
      ok: true;
      syncedHtml: boolean;
    };
    /**
     * @example {
     *       "tag": "prod",
     *       "name": "ci"
     *     }
     */
    CreateKeyBody: {
      name?: string;
      /** @enum {string} */
      tag?: 'prod' | 'staging';
    };
    /**
     * @example {
     *       "prompt": "Change our phone number to (217) 555-0199"
     *     }
     */
    CreateRevisionBody: {
      prompt?: unknown;
      /**
       * @description immediate (default; auto is the same): the change goes live when it completes. review: it is built and checked, and the revision ends awaiting_review with preview_url and diff_url (site.revision_ready) until POST .../revisions/{revisionId}/approve (it goes live, status complete, charged then) or .../discard (charged only for model work already done). manual: its release waits for POST /v1/sites/{id}/releases/{releaseId}/publish.
       * @enum {string}
       */
      publish?: 'immediate' | 'review' | 'auto' | 'manual';
    };
    /**
     * @example {
     *       "revisionId": "6c2b9e1f-4a3d-4b8c-9e7f-1a2b3c4d5e6f",
     *       "status": "pending",
     *       "queue_position": 0,
     *       "queue_total": 1
     *     }
     */
    CreateRevisionResponse: {
      queue_position: number;
      queue_total: number;
      revisionId: string;
      /** @enum {string} */
      status: 'pending';
    };
    /**
     * @example {
     *       "businessName": "Rosa's Cafe",
     *       "businessLocation": "Austin, TX",
     *       "existingSiteUrl": "https://rosas-cafe.example/",
     *       "contactEmail": "owner@rosas-cafe.example",
     *       "designStyle": "Warm & Friendly",
     *       "review": "auto"
     *     }
     */
    CreateSiteRequest: {
      /** @description Default false. True: build without a contact email instead of pausing for one. */
      allowMissingEmail?: boolean;
      /** @description Default false. True: stock photos fill sections no uploaded or place photo covers; false: those sections show icons over the brand colours. */
      allowStockPhotos?: boolean;
      /** @description Free text about the business, used by research and copy. */
      businessDescription?: string;
      /** @description City plus state or region (e.g. "Austin, TX"); with businessName. */
      businessLocation?: string;
      /** @description The business's name. With businessLocation it identifies the business when neither placeId nor mapsUrl is given; with either of them it is used for branding and copy. */
      businessName?: string;
      /** @description Where form submissions go and what the site shows. Omitted: found by research (the business website, then the listing); when none is found the build pauses for it unless allowMissingEmail is true. */
      contactEmail?: string;
      /** @description One of (case-sensitive) `Bold & Modern`, `Clean Minimal`, `Warm & Friendly`, `Corporate Professional`, `Dark & Sleek`, `Rustic & Natural`, `Vibrant & Energetic`, `Elegant & Refined`. Omitted: chosen for the business; an unrecognised value is dropped silently. */
      designStyle?: string;
      /** @description The business's current website: content, photos, colours and email are extracted from it (best effort: a site that cannot be read does not fail the build). */
      existingSiteUrl?: string;
      /** @description The business's Facebook page: a research signal. */
      facebookUrl?: string;
      /**
       * @description The language the site is written in (BCP 47, one of the supported languages). Omitted: the language of the business's website, else its country's, else English.
       * @example de
       */
      language?: string;
      /**
       * @description The languages the site is built in, the main one first (at most 4, each once). With `language` too, the first must be it. Each further language gets its own pages under /<language>/ (e.g. /en/), written natively from the same research, with hreflang alternates, a language switch and both in the sitemap.
       * @example [
       *       "de",
       *       "en"
       *     ]
       */
      languages?: string[];
      /** @description Licences and certifications shown as trust signals (e.g. "Licensed & insured, TX #12345"). */
      licenses?: string[];
      /** @description URL of the logo, used for branding and the colour palette. */
      logoUrl?: string;
      /** @description Google Maps link to the business: a long place URL, a short share link, a `?cid=` URL or a `place_id:` URL (`share.google` links are refused). One identifier is required: placeId, mapsUrl, or businessName with businessLocation; placeId wins over mapsUrl, which wins over the name. */
      mapsUrl?: string;
      /** @description The owner's direction for voice and tone of the copy. */
      ownerPrompt?: string;
      /** @description Google Places place ID, typically from POST /v1/businesses/search. */
      placeId?: string;
      /**
       * @description Default `auto`: the build runs straight through. `manual`: it pauses at `research_review` until the research is approved (POST /v1/sites/{id}/approve-research).
       * @enum {string}
       */
      review?: 'auto' | 'manual';
      /** @description URLs of the owner's own photos, preferred over place and stock photos. */
      uploadedPhotos?: string[];
    };
    /**
     * @example {
     *       "siteId": "3f1d7c2e-8a4b-4c1e-9f2a-5b6c7d8e9f01",
     *       "status": "generating",
     *       "slug": "rosas-cafe"
     *     }
     */
    CreateSiteResponse: {
      /** Format: uuid */
      siteId: string;
      slug: string;
      /** @enum {string} */
      status: 'generating';
    };
    /**
     * @example {
     *       "url": "https://rosas-cafe.example/",
     *       "secret_preview": "whsec_3b1f0c2a9e8d7c6b5a4f3e2d1c0b9a8f7e6d5c4b3a2f1e0d",
     *       "has_secret": true,
     *       "subscribed_events": [
     *         "Example"
     *       ],
     *       "available_events": [
     *         "Example"
     *       ],
     *       "auth_mode": "Example"
     *     }
     */
    CustomerWebhookConfig: {
      /** @description Informational: hmac-sha256 signature in X-Service-Signature. */
      auth_mode: string;
      /** @description The subscribable event types. */
      available_events: string[];
      has_secret: boolean;
      /** @description First and last 2 characters of the secret; empty when there is none. */
      secret_preview: string;
      subscribed_events: string[];
      url: string | null;
    };
    /**
     * @example {
     *       "success": true,
     *       "site_id": "Example",
     *       "domain": "rosascafe.com",
     *       "hosting_tier": "free_subdomain",
     *       "already_free": true,
     *       "fallback_url": "https://rosas-cafe.example/",
     *       "subscription_sync": {
     *         "action": "decremented",
     *         "subscription_id": "Example",
     *         "paid_site_count": 1,
     *         "error": "Example"
     *       },
     *       "message": "Example"
     *     }
     */
    DetachDomainResponse: {
      already_free: boolean;
      domain: string;
      fallback_url: string;
      /** @enum {string} */
      hosting_tier: 'free_subdomain';
      message: string;
      site_id: string;
      subscription_sync: {
        /** @enum {string} */
        action: 'decremented' | 'cancel_at_period_end_set' | 'no_active_subscription' | 'noop';
        /** @description Billing was unreachable; the detach still happened (best-effort sync). */
        error?: string;
        paid_site_count: number;
        subscription_id: string | null;
      };
      /** @enum {boolean} */
      success: true;
    };
    /**
     * @example {
     *       "email": "you@example.com"
     *     }
     */
    EmailBody: {
      /** Format: email */
      email: string;
    };
    /**
     * @example {
     *       "error": "Example",
     *       "hint": "Example",
     *       "reason": "Example",
     *       "suggestion": "Example",
     *       "quota": {
     *         "used": 1,
     *         "limit": 1,
     *         "resetDescription": "Example"
     *       },
     *       "queue_full": true,
     *       "internal_error": "Example"
     *     }
     */
    Error: {
      error: string;
      hint?: string;
      internal_error?: string;
      queue_full?: boolean;
      quota?: {
        limit: number;
        resetDescription: string;
        used: number;
      };
      reason?: string;
      suggestion?: string;
    } & {
      [key: string]: unknown;
    };
    /**
     * @example {
     *       "cost_usd": 1,
     *       "tokens_in": 1,
     *       "tokens_out": 1
     *     }
     */
    EventUsage: {
      cost_usd: number;
      tokens_in: number;
      tokens_out: number;
    };
    /**
     * @example {
     *       "ok": true,
     *       "faviconSourcePath": "images/favicon-source.png",
     *       "favicon": {
     *         "strategy": "source-logo-wide-edge",
     *         "versionHash": "Example",
     *         "entropy": 1
     *       },
     *       "deployedUrl": "https://rosas-cafe.example/",
     *       "hint": "Example"
     *     }
     */
    FaviconSwapResponse: {
      deployedUrl: string;
      favicon: {
        entropy: number;
        /** @example source-logo-wide-edge */
        strategy: string;
        versionHash: string;
      };
      /** @example images/favicon-source.png */
      faviconSourcePath: string;
      hint: string;
      /** @enum {boolean} */
      ok: true;
    };
    /**
     * @example {
     *       "ok": true,
     *       "status": 1,
     *       "response_body": "Example",
     *       "event_id": "3f1d7c2e-8a4b-4c1e-9f2a-5b6c7d8e9f01",
     *       "error": "Example"
     *     }
     */
    FormsTestResponse: {
      error?: string;
      /** Format: uuid */
      event_id: string;
      ok: boolean;
      /** @description The receiver's answer, at most 500 characters. */
      response_body: string;
      status: number | null;
    };
    /**
     * @example {
     *       "submission_id": "3f1d7c2e-8a4b-4c1e-9f2a-5b6c7d8e9f01",
     *       "site_id": "3f1d7c2e-8a4b-4c1e-9f2a-5b6c7d8e9f01",
     *       "business_name": "Rosa's Cafe",
     *       "slug": "rosas-cafe",
     *       "deployment_url": "https://rosas-cafe.example/",
     *       "page": "Example",
     *       "fields": {
     *         "name": "Rosa"
     *       },
     *       "submitted_at": "2026-11-23T20:00:00.000Z",
     *       "platform_user_id": "Example",
     *       "originated_via": "Example",
     *       "test": true
     *     }
     */
    FormSubmitPayload: {
      business_name: string;
      deployment_url: string | null;
      /** @description The lead: every submitted field except site_id, page, _redirect and _hp, in the order sent. */
      fields: {
        [key: string]: string;
      };
      originated_via: string;
      /** @description The page the form was on, as the site sent it. */
      page: string | null;
      /** @description The account that owns the site. */
      platform_user_id: string;
      /** Format: uuid */
      site_id: string;
      slug: string;
      /** Format: uuid */
      submission_id: string;
      submitted_at: string;
      /** @description true on the synthetic submission of POST /v1/sites/{id}/webhooks/forms/test. */
      test?: boolean;
    };
    /**
     * @description Every other field is the lead.
     * @example {
     *       "site_id": "3f1d7c2e-8a4b-4c1e-9f2a-5b6c7d8e9f01",
     *       "page": "Example",
     *       "_redirect": "Example",
     *       "_hp": "Example"
     *     }
     */
    FormSubmitRequest: {
      /** @description Honeypot: leave empty. A non-empty value is accepted silently and nothing is stored. */
      _hp?: string;
      /** @description Absolute URL to send the browser to afterwards; honoured only on the site's own origin (deployment_url, <slug>.<FREE_HOST_DOMAIN>, an attached domain). */
      _redirect?: string;
      /** @description Hidden field: the page name, e.g. contact.html. */
      page?: string;
      /**
       * Format: uuid
       * @description Hidden field: the site the form belongs to.
       */
      site_id: string;
    } & {
      [key: string]: string;
    };
    /**
     * @example {
     *       "ok": true,
     *       "submission_id": "3f1d7c2e-8a4b-4c1e-9f2a-5b6c7d8e9f01"
     *     }
     */
    FormSubmitResponse: {
      /** @enum {boolean} */
      ok: true;
      /** Format: uuid */
      submission_id: string;
    };
    /**
     * @example {
     *       "source": {
     *         "url": "https://rosas-cafe.example/",
     *         "sitePhotoId": "https://rosas-cafe.example/photos/patio.jpg"
     *       }
     *     }
     */
    ImageSourceRequest: {
      /** @description One of url or sitePhotoId is required */
      source?: {
        /** @description UUID of a photo in this site's catalog */
        sitePhotoId?: string;
        /** @description Public http(s) URL of a png, svg, jpg or webp image (at most 5 MB), fetched by the SSRF-safe downloader */
        url?: string;
      } & {
        [key: string]: unknown;
      };
    } & {
      [key: string]: unknown;
    };
    /**
     * @example {
     *       "id": "Example",
     *       "prefix": "Example",
     *       "tag": "prod",
     *       "name": "Rosa",
     *       "created_at": "2026-11-23T20:00:00.000Z",
     *       "last_used_at": "2026-11-23T20:00:00.000Z",
     *       "revoked_at": "2026-11-23T20:00:00.000Z",
     *       "key": "sgs_live_Yp3kX9qT2mV7wR4sN8bL6cJ1"
     *     }
     */
    IssuedApiKey: components['schemas']['ApiKey'] & {
      /** @description The plaintext key; shown once, never again. */
      key: string;
    };
    /**
     * @example {
     *       "id": "Example",
     *       "site_id": "Example",
     *       "page": "Example",
     *       "fields": {
     *         "name": null
     *       },
     *       "submitted_at": "2026-11-23T20:00:00.000Z",
     *       "email_delivered_at": "owner@rosas-cafe.example",
     *       "new": true
     *     }
     */
    Lead: {
      email_delivered_at: string | null;
      fields: {
        [key: string]: unknown;
      };
      id: string;
      /** @description Not listed or opened by the owner before this answer (which marks it seen). */
      new?: boolean;
      page: string | null;
      site_id: string;
      submitted_at: string;
    };
    /**
     * @description Where the site's leads go now.
     * @example {
     *       "contact_email": "owner@rosas-cafe.example",
     *       "form_webhook": true,
     *       "account_email": "owner@rosas-cafe.example"
     *     }
     */
    LeadDelivery: {
      /** @description Each lead is emailed here, to the account's address, when the site has neither of the above. */
      account_email: string | null;
      /** @description Each lead is emailed here: the site's contact email, when set. */
      contact_email: string | null;
      /** @description Each lead is posted to the site's form webhook, when one is set. */
      form_webhook: boolean;
    };
    /**
     * @example {
     *       "leads": [
     *         {
     *           "id": "Example",
     *           "site_id": "Example",
     *           "page": "Example",
     *           "fields": {
     *             "name": null
     *           },
     *           "submitted_at": "2026-11-23T20:00:00.000Z",
     *           "email_delivered_at": "owner@rosas-cafe.example",
     *           "new": true
     *         }
     *       ],
     *       "next_cursor": "Example",
     *       "new_count": 1,
     *       "delivery": {
     *         "contact_email": "owner@rosas-cafe.example",
     *         "form_webhook": true,
     *         "account_email": "owner@rosas-cafe.example"
     *       }
     *     }
     */
    LeadList: {
      delivery?: components['schemas']['LeadDelivery'];
      leads: components['schemas']['Lead'][];
      /** @description The site's leads not yet seen by the owner, counted before this answer marked any. */
      new_count?: number;
      next_cursor: string | null;
    };
    /**
     * @example {
     *       "ok": true,
     *       "message": "If that address can be used, a link is on its way. It works once."
     *     }
     */
    LinkSent: {
      message: string;
      /** @enum {boolean} */
      ok: true;
    };
    /**
     * @example {
     *       "token": "Example"
     *     }
     */
    LinkTokenBody: {
      token: string;
    };
    /**
     * @example {
     *       "ok": true,
     *       "logoPath": "images/logo.png",
     *       "deployedUrl": "https://rosas-cafe.example/",
     *       "hint": "Example"
     *     }
     */
    LogoSwapResponse: {
      deployedUrl: string;
      hint: string;
      /** @example images/logo.png */
      logoPath: string;
      /** @enum {boolean} */
      ok: true;
    };
    /**
     * @example {
     *       "email": "you@example.com",
     *       "password": "correct horse battery staple"
     *     }
     */
    PasswordSigninBody: {
      /** Format: email */
      email: string;
      password: string;
    };
    /**
     * @example {
     *       "url": "https://rosas-cafe.example/"
     *     }
     */
    PutCustomerWebhookRequest: {
      /** @description http(s) URL, or null to disable delivery (subscriptions and secret are kept). */
      url: string | null;
    };
    /**
     * @example {
     *       "url": "https://rosas-cafe.example/",
     *       "secret_preview": "whsec_3b1f0c2a9e8d7c6b5a4f3e2d1c0b9a8f7e6d5c4b3a2f1e0d",
     *       "secret_generated_now": true,
     *       "secret_plaintext": "whsec_3b1f0c2a9e8d7c6b5a4f3e2d1c0b9a8f7e6d5c4b3a2f1e0d"
     *     }
     */
    PutCustomerWebhookResponse: {
      secret_generated_now: boolean;
      /** @description Only when the secret was generated by this call. */
      secret_plaintext?: string;
      secret_preview: string;
      url: string | null;
    };
    /**
     * @example {
     *       "ok": true,
     *       "site_id": "Example",
     *       "hosting_tier": "Example",
     *       "pause_state": "active",
     *       "was_paused": true,
     *       "last_refreshed_at": "2026-11-23T20:00:00.000Z",
     *       "next_pause_at": "2026-11-23T20:00:00.000Z"
     *     }
     */
    RefreshResponse: {
      hosting_tier: string;
      last_refreshed_at: string | null;
      next_pause_at: string | null;
      /** @enum {boolean} */
      ok: true;
      /** @enum {string} */
      pause_state: 'active';
      site_id: string;
      was_paused: boolean;
    };
    /**
     * @example {
     *       "secret": "whsec_3b1f0c2a9e8d7c6b5a4f3e2d1c0b9a8f7e6d5c4b3a2f1e0d",
     *       "secret_preview": "whsec_3b1f0c2a9e8d7c6b5a4f3e2d1c0b9a8f7e6d5c4b3a2f1e0d",
     *       "rotated_at": "2026-11-23T20:00:00.000Z"
     *     }
     */
    RegenerateSecretResponse: {
      rotated_at: string;
      secret: string;
      secret_preview: string;
    };
    /**
     * @example {
     *       "siteId": "Example",
     *       "domain": "rosascafe.com",
     *       "pagesProjectName": "Rosa",
     *       "price": 1
     *     }
     */
    RegisterDomainRequest: {
      /** @description Domain to register */
      domain?: string;
      /** @description The site's slug */
      pagesProjectName?: string;
      /** @description USD cents: exactly price_cents from /v1/domains/check; at most 5000 */
      price?: number;
      /** @description Site UUID */
      siteId?: string;
    };
    /**
     * @example {
     *       "success": true,
     *       "domain": "rosascafe.com",
     *       "zoneId": "Example",
     *       "status": "active",
     *       "registeredAt": "2026-11-23T20:00:00.000Z",
     *       "message": "Example"
     *     }
     */
    RegisterDomainResponse: {
      domain: string;
      message: string;
      registeredAt: string;
      /** @enum {string} */
      status: 'active';
      /** @enum {boolean} */
      success: true;
      zoneId: string;
    };
    /**
     * @example {
     *       "id": "3f1d7c2e-8a4b-4c1e-9f2a-5b6c7d8e9f01",
     *       "created_at": "2026-11-23T20:00:00.000Z",
     *       "cause": {
     *         "kind": "Example",
     *         "revision_id": "3f1d7c2e-8a4b-4c1e-9f2a-5b6c7d8e9f01",
     *         "restored_release_id": "3f1d7c2e-8a4b-4c1e-9f2a-5b6c7d8e9f01"
     *       },
     *       "live": true,
     *       "pages": [
     *         "Example"
     *       ],
     *       "size_bytes": 1,
     *       "preview_url": "https://rosas-cafe.example/"
     *     }
     */
    Release: {
      cause: {
        /** @description What made it: build, revision, logo, favicon, contact, rollback, slug, language */
        kind: string;
        /**
         * Format: uuid
         * @description For a rollback: the release it made live again.
         */
        restored_release_id: string | null;
        /**
         * Format: uuid
         * @description The revision that made it, if any.
         */
        revision_id: string | null;
      };
      created_at: string;
      /** Format: uuid */
      id: string;
      /** @description Whether visitors see this release now. */
      live: boolean;
      pages: string[];
      /** @description This release as it was built, served with noindex, before and after it is live. */
      preview_url: string;
      /** @description Total size of its files. */
      size_bytes: number;
    };
    /**
     * @example {
     *       "release_id": "3f1d7c2e-8a4b-4c1e-9f2a-5b6c7d8e9f01",
     *       "against": "3f1d7c2e-8a4b-4c1e-9f2a-5b6c7d8e9f01",
     *       "files": {
     *         "added": [
     *           "Example"
     *         ],
     *         "removed": [
     *           "Example"
     *         ],
     *         "changed": [
     *           "Example"
     *         ]
     *       },
     *       "pages": [
     *         {
     *           "page": "Example",
     *           "status": "added",
     *           "diff": "Example"
     *         }
     *       ]
     *     }
     */
    ReleaseDiff: {
      /** Format: uuid */
      against: string;
      files: {
        added: string[];
        changed: string[];
        removed: string[];
      };
      /** @description Pages whose visible content differs. */
      pages: {
        /** @description Unified diff of the visible text (one block of text per line, no markup), `against` -> release. */
        diff: string;
        page: string;
        /** @enum {string} */
        status: 'added' | 'removed' | 'changed';
      }[];
      /** Format: uuid */
      release_id: string;
    };
    /**
     * @example {
     *       "releases": [
     *         {
     *           "id": "3f1d7c2e-8a4b-4c1e-9f2a-5b6c7d8e9f01",
     *           "created_at": "2026-11-23T20:00:00.000Z",
     *           "cause": {
     *             "kind": "Example",
     *             "revision_id": "3f1d7c2e-8a4b-4c1e-9f2a-5b6c7d8e9f01",
     *             "restored_release_id": "3f1d7c2e-8a4b-4c1e-9f2a-5b6c7d8e9f01"
     *           },
     *           "live": true,
     *           "pages": [
     *             "Example"
     *           ],
     *           "size_bytes": 1,
     *           "preview_url": "https://rosas-cafe.example/"
     *         }
     *       ],
     *       "next_cursor": "Example"
     *     }
     */
    ReleaseList: {
      next_cursor: string | null;
      releases: components['schemas']['Release'][];
    };
    /**
     * @example {
     *       "answer": "Call the page \"Our Team\"."
     *     }
     */
    ReplyRevisionBody: {
      /** @description The answer to the revision's question (1 to 4000 characters). */
      answer?: string;
    };
    /**
     * @example {
     *       "revisionId": "Example",
     *       "status": "pending",
     *       "queue_position": 1
     *     }
     */
    ReplyRevisionResponse: {
      queue_position: number;
      revisionId: string;
      /** @enum {string} */
      status: 'pending';
    };
    /**
     * @example {
     *       "business_description": "Example",
     *       "business_description_source": "website",
     *       "business_description_language": "Example",
     *       "services": [
     *         {
     *           "name": "Rosa",
     *           "description": "Example",
     *           "price": "Example",
     *           "category": "Example"
     *         }
     *       ],
     *       "faqs": [
     *         {
     *           "question": "Example",
     *           "answer": ""
     *         }
     *       ],
     *       "testimonials": [
     *         {
     *           "quote": "Example",
     *           "author": "Example",
     *           "rating": 1,
     *           "source": "Example",
     *           "lang": "es"
     *         }
     *       ],
     *       "hours": {
     *         "name": "Rosa"
     *       },
     *       "photos": [
     *         {
     *           "id": "Example",
     *           "url": "https://rosas-cafe.example/",
     *           "localPath": "Example",
     *           "source": "google",
     *           "alt": "Example",
     *           "exclude": true
     *         }
     *       ],
     *       "brand_colors": [
     *         "#b4532a"
     *       ],
     *       "competitor_positioning": [
     *         "Example"
     *       ],
     *       "content_plan": {
     *         "name": null
     *       },
     *       "existing_site_url": "https://rosas-cafe.example/",
     *       "design_style": "Example",
     *       "business_category": "service",
     *       "contact_email": "owner@rosas-cafe.example",
     *       "email_status": "confirmed",
     *       "status": "generating",
     *       "generation_phase": "Example",
     *       "summary": {
     *         "name": null
     *       },
     *       "extracted_content": null,
     *       "extraction_confidence": 1,
     *       "facts": [
     *         {
     *           "id": "Example",
     *           "field": "Example",
     *           "value": "Example",
     *           "source": "Example"
     *         }
     *       ],
     *       "language": "Example",
     *       "locations": [
     *         {
     *           "name": "Rosa",
     *           "address": "Example",
     *           "phone": "+15125550142",
     *           "email": "owner@rosas-cafe.example",
     *           "hours": {
     *             "name": "Rosa"
     *           }
     *         }
     *       ],
     *       "channels": [
     *         {
     *           "kind": "whatsapp",
     *           "url": "https://rosas-cafe.example/",
     *           "label": "Example",
     *           "primary": true,
     *           "source": "Example"
     *         }
     *       ],
     *       "conflicts": [
     *         {
     *           "field": "Example",
     *           "chosen": "Example",
     *           "rejected": [
     *             "Example"
     *           ],
     *           "reason": "Example"
     *         }
     *       ],
     *       "warnings": [
     *         {
     *           "code": "legal_notice_incomplete",
     *           "fields": [
     *             "Example"
     *           ],
     *           "message": "Example"
     *         }
     *       ],
     *       "translations": [
     *         {
     *           "source": "Example",
     *           "language": "Example",
     *           "text": "Example",
     *           "machine_translated": true
     *         }
     *       ]
     *     }
     */
    Research: {
      brand_colors: string[];
      /** @enum {string|null} */
      business_category: 'service' | 'restaurant' | 'retail' | 'professional' | 'default' | null;
      business_description: string;
      /** @description The language an `owner_edit` description is written in (BCP 47 primary tag), when it could be told. */
      business_description_language?: string;
      /**
       * @description Who wrote `business_description`: `website` (a page of the business's website), `caller_input` (the create call's businessDescription), `owner_edit` (rewritten in research review: the site uses it as written, marked with its language where that is not the page's) or `research` (research wrote it from the facts, in English: a site in another language writes its own sentence instead). Absent when empty.
       * @enum {string}
       */
      business_description_source?: 'website' | 'caller_input' | 'owner_edit' | 'research';
      channels?: components['schemas']['ResearchChannel'][];
      competitor_positioning: string[];
      conflicts?: components['schemas']['ResearchConflict'][];
      contact_email: string | null;
      content_plan: {
        [key: string]: unknown;
      };
      design_style: string | null;
      /** @enum {string} */
      email_status: 'confirmed' | 'placeholder' | 'missing';
      existing_site_url: string | null;
      extracted_content?: unknown;
      extraction_confidence?: number;
      facts?: components['schemas']['ResearchFact'][];
      faqs: {
        /** @default  */
        answer: string;
        question: string;
      }[];
      generation_phase: string;
      hours: {
        [key: string]: string;
      };
      language?: string | null;
      locations?: components['schemas']['ResearchLocation'][];
      photos: {
        alt?: string;
        exclude?: boolean;
        id: string;
        localPath: string;
        /** @enum {string} */
        source: 'google' | 'unsplash' | 'facebook' | 'upload' | 'existing_site';
        url: string;
      }[];
      services: {
        category?: string;
        description?: string;
        name: string;
        price?: string | number;
      }[];
      /** @enum {string} */
      status: 'generating' | 'complete' | 'failed';
      summary: {
        [key: string]: unknown;
      };
      testimonials: {
        author?: string;
        /**
         * @description The language the quote is written in (BCP 47), when it is not the site’s.
         * @example es
         */
        lang?: string;
        quote: string;
        rating?: number;
        source?: string;
      }[];
      /** @description The owner's texts (quoted from the business's sources) that the site's pages in another language show translated by the configured model; absent when nothing was translated (always without a model). */
      translations?: components['schemas']['ResearchTranslation'][];
      warnings?: components['schemas']['ResearchWarning'][];
    };
    /**
     * @example {
     *       "kind": "whatsapp",
     *       "url": "https://rosas-cafe.example/",
     *       "label": "Example",
     *       "primary": true,
     *       "source": "Example"
     *     }
     */
    ResearchChannel: {
      /** @enum {string} */
      kind: 'whatsapp' | 'booking' | 'ordering' | 'reservations' | 'phone' | 'email' | 'messenger';
      label?: string;
      primary?: boolean;
      source?: string;
      url: string;
    };
    /**
     * @example {
     *       "field": "Example",
     *       "chosen": "Example",
     *       "rejected": [
     *         "Example"
     *       ],
     *       "reason": "Example"
     *     }
     */
    ResearchConflict: {
      chosen: string;
      field: string;
      reason: string;
      rejected: string[];
    };
    /**
     * @example {
     *       "businessDescription": "Breakfast tacos and strong coffee on South Congress since 1998.",
     *       "services": [
     *         {
     *           "name": "Breakfast tacos",
     *           "description": "Handmade flour tortillas, served all day."
     *         }
     *       ]
     *     }
     */
    ResearchDraftRequest: {
      allowStockPhotos?: boolean;
      brandColors?: {
        accent?: string;
        personality?: string;
        primary?: string;
        secondary?: string;
      };
      businessDescription?: string;
      contentPlan?: {
        [key: string]: unknown;
      };
      designStyle?: string;
      excludeImages?: unknown;
      existingSiteUrl?: string;
      faqs?: {
        /** @default  */
        answer: string;
        question: string;
      }[];
      /**
       * @description Opening hours by day: keys name one day or several ("Monday", "Mon", "Mon-Fri", "Sat & Sun", "weekdays", "daily"), stored by full day name; a one-day key overrides a range that includes it. Values as written ("9:00 AM – 5:00 PM", "Closed").
       * @example {
       *       "Mon-Fri": "7:00 AM – 3:00 PM",
       *       "Saturday": "8:00 AM – 2:00 PM",
       *       "Sunday": "Closed"
       *     }
       */
      hours?: {
        [key: string]: string;
      };
      /**
       * @description The language the site is written in (BCP 47; supported: en, de, fr, es, it, nl, pt, ja).
       * @example de
       */
      language?: string;
      /**
       * @description The site's languages as on create, main first (with `language` too, it must be that): the build writes each further one natively and serves it under /<language>/. Replaces the further languages the site had.
       * @example [
       *       "de",
       *       "en"
       *     ]
       */
      languages?: string[];
      ownerPrompt?: string;
      services?: {
        category?: string;
        description?: string;
        name: string;
        price?: string | number;
      }[];
      testimonials?: {
        author?: string;
        /**
         * @description The language the quote is written in (BCP 47), when it is not the site’s.
         * @example es
         */
        lang?: string;
        quote: string;
        rating?: number;
        source?: string;
      }[];
      uploadedPhotos?: unknown;
    };
    /**
     * @example {
     *       "id": "Example",
     *       "field": "Example",
     *       "value": "Example",
     *       "source": "Example"
     *     }
     */
    ResearchFact: {
      field: string;
      id: string;
      source: string;
      value: string;
    };
    /**
     * @example {
     *       "name": "Rosa",
     *       "address": "Example",
     *       "phone": "+15125550142",
     *       "email": "owner@rosas-cafe.example",
     *       "hours": {
     *         "name": "Rosa"
     *       }
     *     }
     */
    ResearchLocation: {
      address?: string;
      email?: string;
      hours?: {
        [key: string]: string;
      };
      name?: string;
      phone?: string;
    };
    /**
     * @example {
     *       "research_url": "https://rosas-cafe.example/",
     *       "business_name": "Rosa's Cafe",
     *       "business_category": "Example",
     *       "email_status": "missing",
     *       "platform_user_id": "Example",
     *       "conflicts": [
     *         {
     *           "field": "Example",
     *           "chosen": "Example",
     *           "rejected": [
     *             "Example"
     *           ],
     *           "reason": "Example"
     *         }
     *       ]
     *     }
     */
    ResearchReadyPayload: {
      business_category: string;
      business_name: string;
      /** @description Facts the sources disagreed on (a phone of another country, two currencies, two pages giving a day other hours…): the value research kept, the ones it left out and why, for a manual review. */
      conflicts?: components['schemas']['ResearchConflict'][];
      /** @enum {string} */
      email_status: 'missing' | 'placeholder' | 'confirmed';
      platform_user_id: string;
      research_url: string;
    };
    /**
     * @description A text of the owner's that a site page in another language shows translated by the configured model, not as written. Without a model nothing is translated: the owner's words are shown as written, marked with their language.
     * @example {
     *       "source": "Example",
     *       "language": "Example",
     *       "text": "Example",
     *       "machine_translated": true
     *     }
     */
    ResearchTranslation: {
      language: string;
      /** @enum {boolean} */
      machine_translated: true;
      source: string;
      text: string;
    };
    /**
     * @description `legal_notice_incomplete`: a German-language site of a business in DE, AT or CH carries an Impressum, and research found none of the named required details (name, address, phone, email); they are never invented.
     * @example {
     *       "code": "legal_notice_incomplete",
     *       "fields": [
     *         "Example"
     *       ],
     *       "message": "Example"
     *     }
     */
    ResearchWarning: {
      /** @enum {string} */
      code: 'legal_notice_incomplete';
      fields: string[];
      message: string;
    };
    /**
     * @example {
     *       "token": "sgst_…",
     *       "password": "correct horse battery staple"
     *     }
     */
    ResetPasswordBody: {
      password: string;
      token: string;
    };
    /**
     * @example {
     *       "revisionId": "3f1d7c2e-8a4b-4c1e-9f2a-5b6c7d8e9f01",
     *       "status": "pending",
     *       "queue_position": 1,
     *       "release_id": "3f1d7c2e-8a4b-4c1e-9f2a-5b6c7d8e9f01"
     *     }
     */
    RestoreReleaseResponse: {
      queue_position: number;
      /** Format: uuid */
      release_id: string;
      /**
       * Format: uuid
       * @description The queued restore, readable at GET .../revisions/{revisionId}.
       */
      revisionId: string;
      /** @enum {string} */
      status: 'pending';
    };
    /**
     * @example {
     *       "id": "Example",
     *       "site_id": "Example",
     *       "prompt": "Add a page called Catering that says we cater weddings and office events",
     *       "status": "pending",
     *       "reason": "Example",
     *       "reason_detail": "Example",
     *       "suggestion": "Example",
     *       "summary": "Example",
     *       "question": "Example",
     *       "context": "Example",
     *       "iterations_used": 1,
     *       "usage": {
     *         "credits_charged": 1,
     *         "tokens_in": 1,
     *         "tokens_out": 1,
     *         "cost_usd": 1
     *       },
     *       "release_id": "Example",
     *       "preview_url": "https://rosas-cafe.example/",
     *       "diff_url": "https://rosas-cafe.example/",
     *       "replies": [
     *         {
     *           "question": "Example",
     *           "answer": "Example",
     *           "answered_at": "2026-11-23T20:00:00.000Z"
     *         }
     *       ],
     *       "queued_at": "2026-11-23T20:00:00.000Z",
     *       "started_at": "2026-11-23T20:00:00.000Z",
     *       "finished_at": "2026-11-23T20:00:00.000Z"
     *     }
     */
    Revision: {
      context: string | null;
      /** @description GET it for the difference between the revision's release and the live one */
      diff_url?: string | null;
      finished_at: string | null;
      id: string;
      iterations_used: number | null;
      /** @description the revision's release served noindex (set when it built one; the live site may differ) */
      preview_url?: string | null;
      prompt: string;
      /** @description what the agent needs to know, when clarification_needed */
      question: string | null;
      queued_at: string;
      /** @description machine code when failed (spec 6.3 reason values) */
      reason: string | null;
      reason_detail: string | null;
      /** @description the release this revision published (or built, awaiting review) */
      release_id: string | null;
      /** @description the agent's earlier questions and the owner's answers (POST .../reply), in order */
      replies?: components['schemas']['RevisionReply'][];
      site_id: string;
      started_at: string | null;
      /** @enum {string} */
      status: 'pending' | 'running' | 'complete' | 'failed' | 'clarification_needed' | 'awaiting_review' | 'discarded';
      /** @description in-scope alternative when the reason is out_of_scope */
      suggestion: string | null;
      /** @description what changed, when complete */
      summary: string | null;
      usage: {
        cost_usd: number;
        credits_charged: number | null;
        tokens_in: number;
        tokens_out: number;
      };
    };
    /**
     * @example {
     *       "site_id": "3f1d7c2e-8a4b-4c1e-9f2a-5b6c7d8e9f01",
     *       "revision_id": "3f1d7c2e-8a4b-4c1e-9f2a-5b6c7d8e9f01",
     *       "question": "Example",
     *       "context": "Example",
     *       "platform_user_id": "Example"
     *     }
     */
    RevisionClarificationPayload: {
      context: string;
      platform_user_id: string;
      question: string | null;
      /** Format: uuid */
      revision_id: string;
      /** Format: uuid */
      site_id: string;
    };
    /**
     * @example {
     *       "site_id": "3f1d7c2e-8a4b-4c1e-9f2a-5b6c7d8e9f01",
     *       "revision_id": "3f1d7c2e-8a4b-4c1e-9f2a-5b6c7d8e9f01",
     *       "deployment_url": "https://rosas-cafe.example/",
     *       "summary": "Example",
     *       "iterations_used": 1,
     *       "platform_user_id": "Example",
     *       "usage": {
     *         "cost_usd": 1,
     *         "tokens_in": 1,
     *         "tokens_out": 1
     *       },
     *       "tool_breakdown": {
     *         "name": 1
     *       },
     *       "billing": {
     *         "credits_charged": 1
     *       },
     *       "release_id": "3f1d7c2e-8a4b-4c1e-9f2a-5b6c7d8e9f01",
     *       "published": true,
     *       "restored_release_id": "3f1d7c2e-8a4b-4c1e-9f2a-5b6c7d8e9f01"
     *     }
     */
    RevisionCompletePayload: {
      billing?: {
        credits_charged: number | null;
      };
      deployment_url: string | null;
      iterations_used: number | null;
      platform_user_id: string;
      /** @description false for a revision sent with publish: manual: its release waits for POST .../publish. */
      published?: boolean;
      /**
       * Format: uuid
       * @description The release the revision made.
       */
      release_id?: string | null;
      /**
       * Format: uuid
       * @description For a restore: the earlier release it made live again.
       */
      restored_release_id?: string | null;
      /** Format: uuid */
      revision_id: string;
      /** Format: uuid */
      site_id: string;
      summary: string | null;
      /** @description Tool name -> calls made by the agent. */
      tool_breakdown?: {
        [key: string]: number;
      };
      usage: components['schemas']['EventUsage'];
    };
    /**
     * @example {
     *       "site_id": "3f1d7c2e-8a4b-4c1e-9f2a-5b6c7d8e9f01",
     *       "revision_id": "3f1d7c2e-8a4b-4c1e-9f2a-5b6c7d8e9f01",
     *       "reason": "Example",
     *       "reason_detail": "Example",
     *       "last_error": "Example",
     *       "suggestion": "Example",
     *       "failed_at": "2026-11-23T20:00:00.000Z",
     *       "platform_user_id": "Example"
     *     }
     */
    RevisionFailedPayload: {
      failed_at: string;
      last_error: string | null;
      platform_user_id: string;
      /** @description out_of_scope, typecheck_iteration_cap, sdk_error, queue_timeout, infrastructure, cancelled, or free-form */
      reason: string;
      reason_detail: string | null;
      /** Format: uuid */
      revision_id: string;
      /** Format: uuid */
      site_id: string;
      suggestion?: string;
    };
    /**
     * @example {
     *       "revisions": [
     *         {
     *           "id": "Example",
     *           "site_id": "Example",
     *           "prompt": "Add a page called Catering that says we cater weddings and office events",
     *           "status": "pending",
     *           "reason": "Example",
     *           "reason_detail": "Example",
     *           "suggestion": "Example",
     *           "summary": "Example",
     *           "question": "Example",
     *           "context": "Example",
     *           "iterations_used": 1,
     *           "usage": {
     *             "credits_charged": 1,
     *             "tokens_in": 1,
     *             "tokens_out": 1,
     *             "cost_usd": 1
     *           },
     *           "release_id": "Example",
     *           "preview_url": "https://rosas-cafe.example/",
     *           "diff_url": "https://rosas-cafe.example/",
     *           "replies": [
     *             {
     *               "question": "Example",
     *               "answer": "Example",
     *               "answered_at": "2026-11-23T20:00:00.000Z"
     *             }
     *           ],
     *           "queued_at": "2026-11-23T20:00:00.000Z",
     *           "started_at": "2026-11-23T20:00:00.000Z",
     *           "finished_at": "2026-11-23T20:00:00.000Z"
     *         }
     *       ],
     *       "next_cursor": "Example"
     *     }
     */
    RevisionList: {
      next_cursor: string | null;
      revisions: components['schemas']['Revision'][];
    };
    /**
     * @example {
     *       "site_id": "3f1d7c2e-8a4b-4c1e-9f2a-5b6c7d8e9f01",
     *       "revision_id": "3f1d7c2e-8a4b-4c1e-9f2a-5b6c7d8e9f01",
     *       "summary": "Example",
     *       "release_id": "3f1d7c2e-8a4b-4c1e-9f2a-5b6c7d8e9f01",
     *       "preview_url": "https://rosas-cafe.example/",
     *       "diff_url": "https://rosas-cafe.example/",
     *       "platform_user_id": "Example"
     *     }
     */
    RevisionReadyPayload: {
      /** @description GET it for the difference against the live release. */
      diff_url: string;
      platform_user_id: string;
      /** @description The built release, served noindex; the live site is unchanged. */
      preview_url: string;
      /** Format: uuid */
      release_id: string;
      /** Format: uuid */
      revision_id: string;
      /** Format: uuid */
      site_id: string;
      summary: string | null;
    };
    /**
     * @example {
     *       "question": "Example",
     *       "answer": "Example",
     *       "answered_at": "2026-11-23T20:00:00.000Z"
     *     }
     */
    RevisionReply: {
      answer: string;
      /** @description when the owner answered (ISO 8601) */
      answered_at?: string;
      question: string;
    };
    /**
     * @example {
     *       "account": {
     *         "id": "Example",
     *         "email": "owner@rosas-cafe.example",
     *         "email_verified": true,
     *         "password_set": true,
     *         "credits_balance": 1,
     *         "auto_refill": true,
     *         "auto_refill_threshold": 1,
     *         "created_at": "2026-11-23T20:00:00.000Z"
     *       },
     *       "session": {
     *         "token": "Example",
     *         "expires_at": "2026-11-23T20:00:00.000Z"
     *       }
     *     }
     */
    SessionResponse: {
      account: components['schemas']['Account'];
      session: {
        expires_at: string;
        /** @description Send as Authorization: Bearer <token>; shown once. */
        token: string;
      };
    };
    /**
     * @example {
     *       "password": "correct horse battery staple"
     *     }
     */
    SetPasswordBody: {
      password: string;
    };
    /**
     * @example {
     *       "email": "you@example.com",
     *       "password": "correct horse battery staple"
     *     }
     */
    SignupBody: {
      /** Format: email */
      email: string;
      password?: string;
    };
    /**
     * @example {
     *       "id": "3f1d7c2e-8a4b-4c1e-9f2a-5b6c7d8e9f01",
     *       "slug": "rosas-cafe",
     *       "business_name": "Rosa's Cafe",
     *       "status": "complete",
     *       "generation_phase": "complete",
     *       "deployment_url": "https://rosas-cafe.sites.example.com",
     *       "hosting_tier": "free_subdomain",
     *       "last_refreshed_at": "2026-11-23T20:00:00.000Z",
     *       "pause_state": "active",
     *       "form_webhook_url": null,
     *       "email_status": "confirmed",
     *       "warnings": [],
     *       "usage": {
     *         "credits_charged": null,
     *         "tokens_in": 0,
     *         "tokens_out": 0,
     *         "cost_usd": 0
     *       },
     *       "input": {
     *         "businessName": "Rosa's Cafe",
     *         "location": "Austin, TX",
     *         "existingSiteUrl": "https://rosas-cafe.example/",
     *         "received_at": "2026-11-23T20:00:00.000Z"
     *       },
     *       "created_at": "2026-11-23T20:00:00.000Z",
     *       "updated_at": "2026-11-23T20:00:00.000Z"
     *     }
     */
    Site: {
      business_name: string;
      created_at: string;
      deployment_url?: string;
      /**
       * @description On single-site fetch only.
       * @enum {string}
       */
      email_status?: 'missing' | 'placeholder' | 'confirmed';
      form_webhook_url: string | null;
      generation_message?: string;
      /** @enum {string} */
      generation_phase?:
        'researching' | 'research_review' | 'generating' | 'reviewing' | 'deploying' | 'complete' | 'failed';
      /** @enum {string} */
      hosting_tier: 'free_subdomain' | 'paid_custom_domain';
      /** Format: uuid */
      id: string;
      input: components['schemas']['SiteInput'];
      /**
       * @description The language the site is written in (BCP 47): the one asked for on create or in research review, else the one the build chose (the business website’s, else its country’s, else en). Absent until known.
       * @example de
       */
      language?: string;
      /**
       * @description The languages the site is built in, the main one (`language`) first, for a site asked for in more than one (create `languages`); each further one is served under /<language>/. Absent for a one-language site.
       * @example [
       *       "de",
       *       "en"
       *     ]
       */
      languages?: string[];
      last_error?: string;
      last_refreshed_at?: string;
      /** @description True when form submissions are stored but go nowhere: no contact e-mail and no form webhook. */
      leads_undelivered?: boolean;
      /** @enum {string} */
      pause_state?: 'active' | 'paused';
      slug: string;
      /** @enum {string} */
      status: 'generating' | 'complete' | 'complete_with_warnings' | 'failed';
      updated_at: string;
      usage: {
        cost_usd: number;
        credits_charged: number | null;
        tokens_in: number;
        tokens_out: number;
      };
      warnings?: components['schemas']['Warning'][];
    };
    /**
     * @example {
     *       "site_id": "3f1d7c2e-8a4b-4c1e-9f2a-5b6c7d8e9f01",
     *       "deployment_url": "https://rosas-cafe.example/",
     *       "slug": "rosas-cafe",
     *       "business_name": "Rosa's Cafe",
     *       "platform_user_id": "Example",
     *       "status": "complete",
     *       "email_status": "missing",
     *       "input": {
     *         "mapsUrl": "https://rosas-cafe.example/",
     *         "placeId": "Example",
     *         "businessName": "Rosa's Cafe",
     *         "location": "Austin, TX",
     *         "facebookUrl": "https://rosas-cafe.example/",
     *         "existingSiteUrl": "https://rosas-cafe.example/",
     *         "received_at": "2026-11-23T20:00:00.000Z"
     *       },
     *       "usage": {
     *         "cost_usd": 1,
     *         "tokens_in": 1,
     *         "tokens_out": 1
     *       },
     *       "warnings": [
     *         {
     *           "rule": "Example",
     *           "severity": "Example",
     *           "page": "Example",
     *           "viewport": "Example",
     *           "description": "Example",
     *           "fix_via_revision": {
     *             "endpoint": "Example",
     *             "suggested_prompt": "Add a page called Catering that says we cater weddings and office events"
     *           },
     *           "screenshot_url": "https://rosas-cafe.example/",
     *           "remediation_prompt": "Add a page called Catering that says we cater weddings and office events"
     *         }
     *       ]
     *     }
     */
    SiteCompletePayload: {
      business_name: string;
      deployment_url: string | null;
      /** @enum {string} */
      email_status: 'missing' | 'placeholder' | 'confirmed';
      input: {
        businessName?: string;
        existingSiteUrl?: string;
        facebookUrl?: string;
        location?: string;
        mapsUrl?: string;
        placeId?: string;
        received_at?: string;
      } | null;
      platform_user_id: string;
      /** Format: uuid */
      site_id: string;
      slug: string;
      /** @enum {string} */
      status: 'complete' | 'complete_with_warnings';
      usage: components['schemas']['EventUsage'];
      /** @description Present when the site shipped with warnings (spec 2.2). */
      warnings?: (components['schemas']['Warning'] & {
        remediation_prompt?: string;
      })[];
    };
    /**
     * @example {
     *       "domains": [
     *         {
     *           "domain": "rosascafe.com",
     *           "status": "dns_pending",
     *           "cname_target": "Example",
     *           "registered": true,
     *           "last_error": "Example",
     *           "activated_at": "2026-11-23T20:00:00.000Z",
     *           "detached_at": "2026-11-23T20:00:00.000Z",
     *           "created_at": "2026-11-23T20:00:00.000Z"
     *         }
     *       ]
     *     }
     */
    SiteDomainsResponse: {
      domains: {
        activated_at: string | null;
        cname_target: string;
        created_at: string;
        detached_at: string | null;
        domain: string;
        /** @description While dns_pending: the last DNS finding. When failed: why activation gave up. */
        last_error: string | null;
        registered: boolean;
        /** @enum {string} */
        status: 'dns_pending' | 'active' | 'failed' | 'detached';
      }[];
    };
    /**
     * @example {
     *       "site_id": "3f1d7c2e-8a4b-4c1e-9f2a-5b6c7d8e9f01",
     *       "failed_phase": "research",
     *       "failed_reason": "Example",
     *       "last_error": "Example",
     *       "platform_user_id": "Example"
     *     }
     */
    SiteFailedPayload: {
      /** @enum {string|null} */
      failed_phase: 'research' | 'generation' | 'review' | 'deploy' | null;
      /** @description Coarse machine category; branch on failed_phase, not on it. */
      failed_reason: string | null;
      last_error: string | null;
      platform_user_id: string;
      /** Format: uuid */
      site_id: string;
    };
    /**
     * @example {
     *       "mapsUrl": "https://rosas-cafe.example/",
     *       "placeId": "Example",
     *       "businessName": "Rosa's Cafe",
     *       "location": "Austin, TX",
     *       "facebookUrl": "https://rosas-cafe.example/",
     *       "existingSiteUrl": "https://rosas-cafe.example/",
     *       "received_at": "2026-11-23T20:00:00.000Z"
     *     }
     */
    SiteInput: {
      businessName?: string;
      existingSiteUrl?: string;
      facebookUrl?: string;
      location?: string;
      mapsUrl?: string;
      placeId?: string;
      received_at: string;
    } | null;
    /**
     * @example {
     *       "sites": [
     *         {
     *           "id": "3f1d7c2e-8a4b-4c1e-9f2a-5b6c7d8e9f01",
     *           "slug": "rosas-cafe",
     *           "business_name": "Rosa's Cafe",
     *           "status": "generating",
     *           "generation_phase": "researching",
     *           "generation_message": "Example",
     *           "deployment_url": "https://rosas-cafe.example/",
     *           "hosting_tier": "free_subdomain",
     *           "last_refreshed_at": "2026-11-23T20:00:00.000Z",
     *           "pause_state": "active",
     *           "form_webhook_url": "https://rosas-cafe.example/",
     *           "leads_undelivered": true,
     *           "language": "de",
     *           "languages": [
     *             "de",
     *             "en"
     *           ],
     *           "warnings": [
     *             {
     *               "rule": "Example",
     *               "severity": "Example",
     *               "page": "Example",
     *               "viewport": "Example",
     *               "description": "Example",
     *               "fix_via_revision": {
     *                 "endpoint": "Example",
     *                 "suggested_prompt": "Add a page called Catering that says we cater weddings and office events"
     *               },
     *               "screenshot_url": "https://rosas-cafe.example/"
     *             }
     *           ],
     *           "last_error": "Example",
     *           "usage": {
     *             "credits_charged": 1,
     *             "tokens_in": 1,
     *             "tokens_out": 1,
     *             "cost_usd": 1
     *           },
     *           "input": {
     *             "mapsUrl": "https://rosas-cafe.example/",
     *             "placeId": "Example",
     *             "businessName": "Rosa's Cafe",
     *             "location": "Austin, TX",
     *             "facebookUrl": "https://rosas-cafe.example/",
     *             "existingSiteUrl": "https://rosas-cafe.example/",
     *             "received_at": "2026-11-23T20:00:00.000Z"
     *           },
     *           "created_at": "2026-11-23T20:00:00.000Z",
     *           "updated_at": "2026-11-23T20:00:00.000Z"
     *         }
     *       ],
     *       "next_cursor": "Example"
     *     }
     */
    SiteList: {
      /** @description Pass as ?cursor= for the next page; null on the last. */
      next_cursor: string | null;
      sites: {
        business_name: string;
        created_at: string;
        deployment_url?: string;
        form_webhook_url: string | null;
        generation_message?: string;
        /** @enum {string} */
        generation_phase?:
          'researching' | 'research_review' | 'generating' | 'reviewing' | 'deploying' | 'complete' | 'failed';
        /** @enum {string} */
        hosting_tier: 'free_subdomain' | 'paid_custom_domain';
        /** Format: uuid */
        id: string;
        input: components['schemas']['SiteInput'];
        /**
         * @description The language the site is written in (BCP 47): the one asked for on create or in research review, else the one the build chose (the business website’s, else its country’s, else en). Absent until known.
         * @example de
         */
        language?: string;
        /**
         * @description The languages the site is built in, the main one (`language`) first, for a site asked for in more than one (create `languages`); each further one is served under /<language>/. Absent for a one-language site.
         * @example [
         *       "de",
         *       "en"
         *     ]
         */
        languages?: string[];
        last_error?: string;
        last_refreshed_at?: string;
        /** @description True when form submissions are stored but go nowhere: no contact e-mail and no form webhook. */
        leads_undelivered?: boolean;
        /** @enum {string} */
        pause_state?: 'active' | 'paused';
        slug: string;
        /** @enum {string} */
        status: 'generating' | 'complete' | 'complete_with_warnings' | 'failed';
        updated_at: string;
        usage: {
          cost_usd: number;
          credits_charged: number | null;
          tokens_in: number;
          tokens_out: number;
        };
        warnings?: components['schemas']['Warning'][];
      }[];
    };
    /**
     * @example {
     *       "events": [
     *         "Example"
     *       ]
     *     }
     */
    SubscriptionsRequest: {
      events: string[];
    };
    /**
     * @example {
     *       "subscribed_events": [
     *         "Example"
     *       ]
     *     }
     */
    SubscriptionsResponse: {
      subscribed_events: string[];
    };
    /**
     * @example {
     *       "message": "Example",
     *       "scope": "customer"
     *     }
     */
    TestPingPayload: {
      message: string;
      /** @enum {string} */
      scope: 'customer' | 'site';
    };
    /**
     * @example {
     *       "event_type": "site.research_ready"
     *     }
     */
    TestPingRequest: {
      /**
       * @description Send this type's canonical sample payload; omit for webhook.test_ping.
       * @enum {string}
       */
      event_type?:
        | 'site.research_ready'
        | 'site.complete'
        | 'site.failed'
        | 'site.revision_complete'
        | 'site.revision_failed'
        | 'site.revision_clarification_needed'
        | 'site.revision_ready'
        | 'form.submit'
        | 'webhook.test_ping';
    };
    /**
     * @example {
     *       "ok": true,
     *       "status": 1,
     *       "response_body_preview": "Example",
     *       "duration_ms": 1,
     *       "event_type": "Example",
     *       "error": "Example"
     *     }
     */
    TestPingResponse: {
      duration_ms: number;
      /** @description On failure, e.g. a timeout message. */
      error?: string;
      event_type: string;
      ok: boolean;
      /** @description At most 500 characters. */
      response_body_preview: string;
      status: number | null;
    };
    /**
     * @example {
     *       "rule": "Example",
     *       "severity": "Example",
     *       "page": "Example",
     *       "viewport": "Example",
     *       "description": "Example",
     *       "fix_via_revision": {
     *         "endpoint": "Example",
     *         "suggested_prompt": "Add a page called Catering that says we cater weddings and office events"
     *       },
     *       "screenshot_url": "https://rosas-cafe.example/"
     *     }
     */
    Warning: {
      description: string;
      fix_via_revision?: {
        endpoint: string;
        suggested_prompt: string;
      };
      page: string;
      rule: string;
      /**
       * Format: uri
       * @description A cropped PNG of the area the warning is about (addition to the spec), served to the owning account only (GET /v1/sites/{id}/review-screenshots/{releaseId}/{file}, with the API key).
       */
      screenshot_url?: string;
      severity: string;
      viewport: string;
    };
    /**
     * @example {
     *       "id": "Example",
     *       "event_id": "Example",
     *       "event_type": "Example",
     *       "site_id": "Example",
     *       "endpoint": "Example",
     *       "url": "https://rosas-cafe.example/",
     *       "status": "pending",
     *       "attempts": 1,
     *       "replays": 1,
     *       "last_status_code": 1,
     *       "last_error": "Example",
     *       "dead_lettered_at": "2026-11-23T20:00:00.000Z",
     *       "created_at": "2026-11-23T20:00:00.000Z",
     *       "attempt_log": [
     *         {
     *           "attempt_no": 1,
     *           "url": "https://rosas-cafe.example/",
     *           "status_code": 1,
     *           "outcome": "Example",
     *           "duration_ms": 1,
     *           "response_preview": "Example",
     *           "error": "Example",
     *           "at": "2026-11-23T20:00:00.000Z"
     *         }
     *       ]
     *     }
     */
    WebhookDelivery: {
      attempt_log: {
        at: string;
        attempt_no: number;
        duration_ms: number;
        error: string | null;
        outcome: string;
        response_preview: string | null;
        status_code: number | null;
        url: string;
      }[];
      attempts: number;
      created_at: string;
      dead_lettered_at: string | null;
      /** @description customer (lifecycle webhook) or site_form (a form webhook) */
      endpoint: string;
      event_id: string;
      event_type: string;
      id: string;
      last_error: string | null;
      last_status_code: number | null;
      replays: number;
      site_id: string | null;
      /** @enum {string} */
      status: 'pending' | 'delivered' | 'failed' | 'dead_letter' | 'cancelled';
      url: string;
    };
    /**
     * @example {
     *       "deliveries": [
     *         {
     *           "id": "Example",
     *           "event_id": "Example",
     *           "event_type": "Example",
     *           "site_id": "Example",
     *           "endpoint": "Example",
     *           "url": "https://rosas-cafe.example/",
     *           "status": "pending",
     *           "attempts": 1,
     *           "replays": 1,
     *           "last_status_code": 1,
     *           "last_error": "Example",
     *           "dead_lettered_at": "2026-11-23T20:00:00.000Z",
     *           "created_at": "2026-11-23T20:00:00.000Z",
     *           "attempt_log": [
     *             {
     *               "attempt_no": 1,
     *               "url": "https://rosas-cafe.example/",
     *               "status_code": 1,
     *               "outcome": "Example",
     *               "duration_ms": 1,
     *               "response_preview": "Example",
     *               "error": "Example",
     *               "at": "2026-11-23T20:00:00.000Z"
     *             }
     *           ]
     *         }
     *       ],
     *       "next_cursor": "Example"
     *     }
     */
    WebhookDeliveryList: {
      deliveries: components['schemas']['WebhookDelivery'][];
      next_cursor: string | null;
    };
    /**
     * @description POSTed with Content-Type: application/json, User-Agent: Service-Webhook/2.0, X-Service-Event-Id, X-Service-Event-Type, X-Service-Timestamp (Unix seconds) and X-Service-Signature: sha256=<hex of HMAC-SHA256(key = UTF-8 bytes of the whole whsec_ secret, message = "<timestamp>.<raw body>")>.
     * @example {
     *       "event_id": "3f1d7c2e-8a4b-4c1e-9f2a-5b6c7d8e9f01",
     *       "type": "site.research_ready",
     *       "site_id": "3f1d7c2e-8a4b-4c1e-9f2a-5b6c7d8e9f01",
     *       "occurred_at": "2026-11-23T20:00:00.000Z",
     *       "payload": {
     *         "name": null
     *       }
     *     }
     */
    WebhookEnvelope: {
      /** Format: uuid */
      event_id: string;
      occurred_at: string;
      payload: {
        [key: string]: unknown;
      };
      /** Format: uuid */
      site_id: string | null;
      /** @enum {string} */
      type:
        | 'site.research_ready'
        | 'site.complete'
        | 'site.failed'
        | 'site.revision_complete'
        | 'site.revision_failed'
        | 'site.revision_clarification_needed'
        | 'site.revision_ready'
        | 'form.submit'
        | 'webhook.test_ping';
    };
  };
  responses: never;
  parameters: never;
  requestBodies: never;
  headers: never;
  pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
