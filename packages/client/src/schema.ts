// Generated from the service's OpenAPI document by `npm run client:generate`. Do not edit by hand.
export interface paths {
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
    /** List sites, most recently updated first */
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
    patch?: never;
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
  '/v1/sites/{id}/revisions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List a site's revisions, newest first (at most 100) */
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
        /** @description Rate limit (per API key; Retry-After), or too many failed authentications from this address */
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
    /** Fetch one revision: status pending, running, complete, failed or clarification_needed, with its outcome */
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
     * @description The generated sites' contact forms post here. The submission is stored first (always), then delivered as a `form.submit` event to the site's form webhook (and the lifecycle webhook when subscribed) and by email to the site's contact email when set. `Accept: application/json` answers 200 JSON; otherwise 303 to `_redirect` (only on the site's own origin) or a hosted thank-you page. Rate-limited per IP and site and per site; CORS is allowed for the sites' own origins.
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
      hours?: {
        [key: string]: string;
      };
      ownerPrompt?: string;
      services?: {
        description?: string;
        name: string;
        price?: string | number;
      }[];
      testimonials?: {
        author?: string;
        quote: string;
        rating?: number;
        source?: string;
      }[];
      uploadedPhotos?: string[];
    };
    AttachDomainRequest: {
      /** @description Apex domain only: no scheme, no www., no trailing slash. www. is attached too. */
      domain?: string;
    };
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
    BusinessSearchRequest: {
      location?: string;
      query?: string;
    };
    BusinessSearchResponse: {
      results: components['schemas']['BusinessSearchResult'][];
    };
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
    CheckDomainRequest: {
      /** @description Biases suggestions */
      city?: string;
      /** @description Domain including its TLD, e.g. joespizza.com */
      domain?: string;
      /** @description Biases suggestions */
      industry?: string;
    };
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
    ConfigureFormWebhookRequest: {
      /**
       * @description Issue a new signing secret (returned once).
       * @default false
       */
      rotate_secret: boolean;
      /** Format: uri */
      webhook_url: string;
    };
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
     *       "prompt": "Change our phone number to (217) 555-0199"
     *     }
     */
    CreateRevisionBody: {
      prompt?: unknown;
    };
    CreateRevisionResponse: {
      queue_position: number;
      queue_total: number;
      revisionId: string;
      /** @enum {string} */
      status: 'pending';
    };
    CreateSiteRequest: {
      allowMissingEmail?: boolean;
      allowStockPhotos?: boolean;
      businessDescription?: string;
      businessLocation?: string;
      businessName?: string;
      contactEmail?: string;
      designStyle?: string;
      existingSiteUrl?: string;
      facebookUrl?: string;
      licenses?: string[];
      logoUrl?: string;
      mapsUrl?: string;
      ownerPrompt?: string;
      placeId?: string;
      /** @enum {string} */
      review?: 'auto' | 'manual';
      uploadedPhotos?: string[];
    };
    CreateSiteResponse: {
      /** Format: uuid */
      siteId: string;
      slug: string;
      /** @enum {string} */
      status: 'generating';
    };
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
    EventUsage: {
      cost_usd: number;
      tokens_in: number;
      tokens_out: number;
    };
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
    FormsTestResponse: {
      error?: string;
      /** Format: uuid */
      event_id: string;
      ok: boolean;
      /** @description The receiver's answer, at most 500 characters. */
      response_body: string;
      status: number | null;
    };
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
    /** @description Every other field is the lead. */
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
    FormSubmitResponse: {
      /** @enum {boolean} */
      ok: true;
      /** Format: uuid */
      submission_id: string;
    };
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
    LogoSwapResponse: {
      deployedUrl: string;
      hint: string;
      /** @example images/logo.png */
      logoPath: string;
      /** @enum {boolean} */
      ok: true;
    };
    PutCustomerWebhookRequest: {
      /** @description http(s) URL, or null to disable delivery (subscriptions and secret are kept). */
      url: string | null;
    };
    PutCustomerWebhookResponse: {
      secret_generated_now: boolean;
      /** @description Only when the secret was generated by this call. */
      secret_plaintext?: string;
      secret_preview: string;
      url: string | null;
    };
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
    RegenerateSecretResponse: {
      rotated_at: string;
      secret: string;
      secret_preview: string;
    };
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
    Research: {
      brand_colors: string[];
      /** @enum {string|null} */
      business_category: 'service' | 'restaurant' | 'retail' | 'professional' | 'default' | null;
      business_description: string;
      competitor_positioning: string[];
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
        quote: string;
        rating?: number;
        source?: string;
      }[];
    };
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
      hours?: {
        [key: string]: string;
      };
      ownerPrompt?: string;
      services?: {
        description?: string;
        name: string;
        price?: string | number;
      }[];
      testimonials?: {
        author?: string;
        quote: string;
        rating?: number;
        source?: string;
      }[];
      uploadedPhotos?: unknown;
    };
    ResearchFact: {
      field: string;
      id: string;
      source: string;
      value: string;
    };
    ResearchReadyPayload: {
      business_category: string;
      business_name: string;
      /** @enum {string} */
      email_status: 'missing' | 'placeholder' | 'confirmed';
      platform_user_id: string;
      research_url: string;
    };
    Revision: {
      context: string | null;
      finished_at: string | null;
      id: string;
      iterations_used: number | null;
      prompt: string;
      /** @description what the agent needs to know, when clarification_needed */
      question: string | null;
      queued_at: string;
      /** @description machine code when failed (spec 6.3 reason values) */
      reason: string | null;
      reason_detail: string | null;
      /** @description the release this revision published */
      release_id: string | null;
      site_id: string;
      started_at: string | null;
      /** @enum {string} */
      status: 'pending' | 'running' | 'complete' | 'failed' | 'clarification_needed';
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
    RevisionClarificationPayload: {
      context: string;
      platform_user_id: string;
      question: string | null;
      /** Format: uuid */
      revision_id: string;
      /** Format: uuid */
      site_id: string;
    };
    RevisionCompletePayload: {
      billing?: {
        credits_charged: number | null;
      };
      deployment_url: string | null;
      iterations_used: number | null;
      platform_user_id: string;
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
    RevisionList: {
      revisions: components['schemas']['Revision'][];
    };
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
      last_error?: string;
      last_refreshed_at?: string;
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
    SiteInput: {
      businessName?: string;
      existingSiteUrl?: string;
      facebookUrl?: string;
      location?: string;
      mapsUrl?: string;
      placeId?: string;
      received_at: string;
    } | null;
    SiteList: {
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
        last_error?: string;
        last_refreshed_at?: string;
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
    SubscriptionsRequest: {
      events: string[];
    };
    SubscriptionsResponse: {
      subscribed_events: string[];
    };
    TestPingPayload: {
      message: string;
      /** @enum {string} */
      scope: 'customer' | 'site';
    };
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
        | 'form.submit'
        | 'webhook.test_ping';
    };
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
    Warning: {
      description: string;
      fix_via_revision?: {
        endpoint: string;
        suggested_prompt: string;
      };
      page: string;
      rule: string;
      severity: string;
      viewport: string;
    };
    /** @description POSTed with Content-Type: application/json, User-Agent: Service-Webhook/2.0, X-Service-Event-Id, X-Service-Event-Type, X-Service-Timestamp (Unix seconds) and X-Service-Signature: sha256=<hex of HMAC-SHA256(key = UTF-8 bytes of the whole whsec_ secret, message = "<timestamp>.<raw body>")>. */
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
