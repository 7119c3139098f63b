export interface paths {
    "/auth/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in; answers the session token and the user (with role.uuid).
         * @description Roles: anyone. Errors of this call: E_INVALID_CREDENTIALS (401), E_ACCOUNT_INACTIVE (403), E_TOO_MANY_REQUESTS (429).
         */
        post: operations["login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Restore a session from the Bearer token.
         * @description Roles: HST, ASM, HSADM, ADMIN, CLIENT.
         */
        post: operations["session"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Revoke the session.
         * @description Roles: HST, ASM, HSADM, ADMIN, CLIENT.
         */
        post: operations["logout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/reset-token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a password reset code by e-mail; answers alike whether or not the user exists.
         * @description Roles: anyone. Errors of this call: E_TOO_MANY_REQUESTS (429).
         */
        post: operations["resetToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/reset-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set a new password with the reset code; revokes every session of the user.
         * @description Roles: anyone. Errors of this call: E_RESET_CODE_INVALID (400), E_PASSWORD_TOO_WEAK (400), E_TOO_MANY_REQUESTS (429).
         */
        post: operations["resetPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/update-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change the signed-in user's password (the current one is asked, the password rule applies); revokes the user's other sessions.
         * @description Roles: HST, ASM, HSADM, ADMIN, CLIENT. Errors of this call: E_PASSWORD_TOO_WEAK (400), E_USER_WRONG_PASSWORD (401), E_TOO_MANY_REQUESTS (429).
         */
        post: operations["updatePassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Personnel list, within the caller’s territories; with availability and actions in the range.
         * @description Roles: ASM, HSADM, ADMIN.
         */
        post: operations["userList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A page of the accounts within the caller’s territories (ADMIN: all), deactivated ones included, by a search of name, e-mail, phone and ident, role and state; with the count of all that match.
         * @description Roles: ADMIN, HSADM. Addition (not in SPEC §7).
         */
        post: operations["userSearch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create an account; the person gets an invitation e-mail with a code to set a password.
         * @description Roles: ADMIN, HSADM. Addition (not in SPEC §7).
         */
        post: operations["userCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Edit an account: name, e-mail, mobile phone, role, territories, hostess code.
         * @description Roles: ADMIN, HSADM. Addition (not in SPEC §7). Errors of this call: E_CONFLICT (409).
         */
        post: operations["userUpdate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/deactivate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Deactivate an account: every session ends at once and sign-in is refused.
         * @description Roles: ADMIN, HSADM. Addition (not in SPEC §7). Errors of this call: E_CONFLICT (409).
         */
        post: operations["userDeactivate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/activate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reactivate an account: sign-in works again.
         * @description Roles: ADMIN, HSADM. Addition (not in SPEC §7).
         */
        post: operations["userActivate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/territory/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Territories visible to the caller, without retired ones.
         * @description Roles: ASM, HSADM, ADMIN.
         */
        post: operations["territoryList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/region/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Every territory (retired too) with its areas, its people and how many points it has.
         * @description Roles: ADMIN. Addition (not in SPEC §7).
         */
        post: operations["regionList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/territory/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a territory.
         * @description Roles: ADMIN. Addition (not in SPEC §7). Errors of this call: E_CONFLICT (409).
         */
        post: operations["territoryCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/territory/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Rename, retire (trash) or bring back a territory.
         * @description Roles: ADMIN. Addition (not in SPEC §7). Errors of this call: E_CONFLICT (409), E_NOT_FOUND (404).
         */
        post: operations["territoryUpdate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/area/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create an area of a territory.
         * @description Roles: ADMIN. Addition (not in SPEC §7). Errors of this call: E_CONFLICT (409), E_NOT_FOUND (404).
         */
        post: operations["areaCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/area/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Rename, move, retire (trash) or bring back an area.
         * @description Roles: ADMIN. Addition (not in SPEC §7). Errors of this call: E_CONFLICT (409), E_NOT_FOUND (404).
         */
        post: operations["areaUpdate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/event/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Events visible to the caller, optionally overlapping a date range.
         * @description Roles: ASM, HSADM, ADMIN, CLIENT.
         */
        post: operations["eventList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/event/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create an event.
         * @description Roles: ADMIN. Errors of this call: E_CONFLICT (409).
         */
        post: operations["eventCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/event/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Edit an event.
         * @description Roles: ADMIN. Addition (not in SPEC §7). Errors of this call: E_CONFLICT (409).
         */
        post: operations["eventUpdate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/point/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Points (locations) of an event and territory, without retired ones.
         * @description Roles: ASM, HSADM, ADMIN.
         */
        post: operations["pointList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/point/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A page of the points within reach, by territory, chain and a search of Id, name, city and chain.
         * @description Roles: ASM, HSADM, ADMIN. Addition (not in SPEC §7).
         */
        post: operations["pointSearch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/point/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a point in a territory within reach.
         * @description Roles: ASM, HSADM, ADMIN. Addition (not in SPEC §7). Errors of this call: E_CONFLICT (409), E_NOT_FOUND (404).
         */
        post: operations["pointCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/point/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Edit, retire (trash) or bring back a point within reach.
         * @description Roles: ASM, HSADM, ADMIN. Addition (not in SPEC §7). Errors of this call: E_CONFLICT (409), E_NOT_FOUND (404).
         */
        post: operations["pointUpdate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/point/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Import points from one CSV or XLSX (upsert by Id, all or nothing): ident, nazwa, sieć, ulica, numer, miasto, kod pocztowy, terytorium, szerokość, długość.
         * @description Roles: ASM, HSADM, ADMIN. Addition (not in SPEC §7). Errors of this call: E_CSV_INVALID (400), E_INVALID_FILE (400), E_PAYLOAD_TOO_LARGE (413).
         */
        post: operations["pointImport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/action/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create an action (also used for each copy).
         * @description Roles: ASM, HSADM, ADMIN. Errors of this call: E_ACTION_POINT_NOT_FOUND (404), E_ACTION_POINT_MISMATCH (400), E_HOSTESS_BUSY (409), E_OUTSIDE_AVAILABILITY (409).
         */
        post: operations["actionCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/action/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Save an action that is not cancelled, started or finished.
         * @description Roles: ASM, HSADM, ADMIN. Errors of this call: E_ACTION_POINT_NOT_FOUND (404), E_ACTION_POINT_MISMATCH (400), E_ACTION_NOT_EDITABLE (409), E_HOSTESS_BUSY (409), E_OUTSIDE_AVAILABILITY (409).
         */
        post: operations["actionUpdate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/action/set-status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set editable, accepted or cancelled; needs event, users, points, since and until.
         * @description Roles: ASM, HSADM, ADMIN. Errors of this call: E_EMPTY_VALUE (400), E_STATUS_NOT_ALLOWED (409), E_HOSTESS_BUSY (409), E_OUTSIDE_AVAILABILITY (409).
         */
        post: operations["actionSetStatus"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/action/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Actions in a range with filters, 100 a page; a hostess sees only her own, a client the finished actions of its events (hostesses by first name and initial).
         * @description Roles: HST, ASM, HSADM, ADMIN, CLIENT.
         */
        post: operations["actionList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/action/personnel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Addition: hostesses for a window, ranked (free and available first, then fewest actions that week, then nearest), each with her clash and availability.
         * @description Roles: ASM, HSADM, ADMIN. Addition (not in SPEC §7).
         */
        post: operations["actionPersonnel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/action/reassign": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Addition (issue 29): replace an accepted action's hostess with another in one click (the alerts' 'Przypisz'): the same booking checks as a save, the confirmation cleared, both changes in the history.
         * @description Roles: ASM, HSADM, ADMIN. Addition (not in SPEC §7). Errors of this call: E_STATUS_NOT_ALLOWED (409), E_HOSTESS_BUSY (409), E_OUTSIDE_AVAILABILITY (409).
         */
        post: operations["actionReassign"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/action/report/request/{format}/{since}/{until}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Queue an XLSX report of the filtered actions (at most 2048 rows).
         * @description Roles: ASM, HSADM, ADMIN.
         */
        post: operations["reportRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/action/report/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The caller's queued and finished reports; finished includes failed ones (rows null, their download answers E_REPORT_FAILED).
         * @description Roles: ASM, HSADM, ADMIN.
         */
        post: operations["reportStatus"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/action/report/download": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Download a finished report (XLSX).
         * @description Roles: ASM, HSADM, ADMIN. Errors of this call: E_REPORT_NOT_READY (409), E_REPORT_FAILED (409), E_STORAGE_UNAVAILABLE (503).
         */
        post: operations["reportDownload"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/action/receipt/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Receipt photos of an action.
         * @description Roles: HST, ASM, HSADM, ADMIN.
         */
        post: operations["receiptList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/action/receipt/serve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A receipt image.
         * @description Roles: HST, ASM, HSADM, ADMIN. Errors of this call: E_STORAGE_UNAVAILABLE (503).
         */
        post: operations["receiptServe"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/action/file/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start and end photos and the survey of an action (a client: finished actions of its events).
         * @description Roles: HST, ASM, HSADM, ADMIN, CLIENT.
         */
        post: operations["fileList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/action/file/serve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A start or end photo.
         * @description Roles: HST, ASM, HSADM, ADMIN, CLIENT. Errors of this call: E_STORAGE_UNAVAILABLE (503).
         */
        post: operations["fileServe"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/action/receipt/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload a receipt photo (multipart: `_input` JSON and `files[]`; idempotent with a key).
         * @description Roles: HST, HSADM. Errors of this call: E_INVALID_FILE (400), E_PAYLOAD_TOO_LARGE (413), E_STORAGE_UNAVAILABLE (503).
         */
        post: operations["receiptCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/lead/otp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send the e-mail and SMS one-time codes; meta.nextSendAt/nextSendIn say when the next send to this number and e-mail is allowed (a 429 says it too, with Retry-After).
         * @description Roles: HST, HSADM. Errors of this call: error_otp_cooldown (429), E_TOO_MANY_REQUESTS (429).
         */
        post: operations["leadOtp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/lead/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Check both codes; answers which offers the consumer may take (error_m2_not_found_in_salesforce: a new consumer).
         * @description Roles: HST, HSADM. Errors of this call: error_m2_not_found_in_salesforce (404), error_wrong_otp (400), error_wrong_otp_email (400), error_otp_expired (400), error_otp_too_many_attempts (429).
         */
        post: operations["leadVerify"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/lead/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Register a verified consumer with the chosen offers and consents (idempotent).
         * @description Roles: HST, HSADM. Errors of this call: error_not_verified (409), error_device_not_found (404), error_device_already_registered (409), error_consumer_multiple_found (409), error_asset_unavailable (409), error_offer_not_available (409), ASSET:CREATION_ERROR (400).
         */
        post: operations["leadRegister"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/device/burn": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark a Glo device serial as used, once.
         * @description Roles: HST, HSADM. Errors of this call: error_device_not_found (404), error_device_already_registered (409).
         */
        post: operations["deviceBurn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/device/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Import Glo device serial numbers from CSV (one serial a line, optional model).
         * @description Roles: ADMIN. Addition (not in SPEC §7). Errors of this call: E_CSV_INVALID (400), E_PAYLOAD_TOO_LARGE (413).
         */
        post: operations["deviceImport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/hostess/action/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The signed-in hostess's actions from today on (with each point's address and coordinates).
         * @description Roles: HST. Addition (not in SPEC §7).
         */
        post: operations["hostessActions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/hostess/action/start": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start an action with a start photo and GPS (distance to the point, outOfBounds); a repeat with the same key answers the action as it is.
         * @description Roles: HST. Addition (not in SPEC §7). Errors of this call: E_CONFLICT (409), E_INVALID_FILE (400), E_STORAGE_UNAVAILABLE (503).
         */
        post: operations["actionStart"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/hostess/action/finish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Finish a started action with an end photo and the survey; a repeat with the same key answers the action as it is.
         * @description Roles: HST. Addition (not in SPEC §7). Errors of this call: E_CONFLICT (409), E_INVALID_FILE (400), E_STORAGE_UNAVAILABLE (503).
         */
        post: operations["actionFinish"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/hostess/action/retake": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Replace a photo the coordinator asked her to redo (its review back to pending; the old photo stays in the history).
         * @description Roles: HST. Addition (not in SPEC §7). Errors of this call: E_FORBIDDEN (403), E_NOT_FOUND (404), E_CONFLICT (409), E_INVALID_FILE (400), E_STORAGE_UNAVAILABLE (503).
         */
        post: operations["actionRetake"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/hostess/action/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The hostess cancels her action (hst_cancelled).
         * @description Roles: HST. Addition (not in SPEC §7). Errors of this call: E_CONFLICT (409).
         */
        post: operations["actionCancel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/hostess/action/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The hostess confirms she will come to her accepted action (issue 29); a repeat answers the same and keeps the first confirmation time.
         * @description Roles: HST. Addition (not in SPEC §7). Errors of this call: E_FORBIDDEN (403), E_NOT_FOUND (404), E_CONFLICT (409).
         */
        post: operations["actionConfirm"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/availability/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Availability slots of a person (a hostess: her own) in a range.
         * @description Roles: HST, ASM, HSADM, ADMIN. Addition (not in SPEC §7).
         */
        post: operations["availabilityList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/availability/save": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Replace a person’s availability on one day (a hostess: her own; ASM/HSADM: anyone in their territories; ADMIN: anyone).
         * @description Roles: HST, ASM, HSADM, ADMIN. Addition (not in SPEC §7).
         */
        post: operations["availabilitySave"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/code/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Code pools per event with totals, split into groups.
         * @description Roles: ADMIN. Addition (not in SPEC §7).
         */
        post: operations["codeList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/code/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Import codes from CSV (code;event;group;state;hostess).
         * @description Roles: ADMIN. Addition (not in SPEC §7). Errors of this call: E_CSV_INVALID (400), E_PAYLOAD_TOO_LARGE (413).
         */
        post: operations["codeImport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/code/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Export codes with their state as CSV.
         * @description Roles: ADMIN. Addition (not in SPEC §7).
         */
        post: operations["codeExport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/consent/record": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A consumer's consents of one registration, by the token of the receipt e-mail's link.
         * @description Roles: anyone. Addition (not in SPEC §7). Errors of this call: E_NOT_FOUND (404).
         */
        post: operations["consentRecord"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/consent/withdraw": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Withdraw marketing consents through the link; appended, never overwriting; a withdrawn one stays withdrawn.
         * @description Roles: anyone. Addition (not in SPEC §7). Errors of this call: E_NOT_FOUND (404).
         */
        post: operations["consentWithdraw"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/consent/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * One consumer's consents and withdrawals in time order (ADMIN), for a request of the consumer.
         * @description Roles: ADMIN. Addition (not in SPEC §7).
         */
        post: operations["consentHistory"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/consent/erase": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Erase a consumer on request: personal data removed, e-mail and number pseudonymised, the consent link closed; the consent proof kept.
         * @description Roles: ADMIN. Addition (not in SPEC §7).
         */
        post: operations["consentErase"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/job/queues": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Every queue of the job engine with its jobs waiting, running, failed (after their last retry, also counted in 'dead-letter') and completed.
         * @description Roles: ADMIN. Addition (not in SPEC §7).
         */
        post: operations["jobQueues"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/plan/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Addition: the actions of a tour (points × dates × hours, Warsaw time), each with the hostess the optimiser proposes and why; at most 2000.
         * @description Roles: ASM, HSADM, ADMIN. Addition (not in SPEC §7). Errors of this call: E_ACTION_POINT_NOT_FOUND (404).
         */
        post: operations["planPreview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/plan/commit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Addition: creates a plan's actions in one transaction with the create's checks; 'all' saves nothing when one is refused, 'skip' leaves the refused out.
         * @description Roles: ASM, HSADM, ADMIN. Addition (not in SPEC §7).
         */
        post: operations["planCommit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/action/bulk": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Addition: status, hostess or a shift by days and minutes for many actions, each row through the checks of a single change; answers each row.
         * @description Roles: ASM, HSADM, ADMIN. Addition (not in SPEC §7).
         */
        post: operations["actionBulk"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/plan/template/save": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Addition: the planner's save as a template: a plan's points, weekdays, hours, type and name pattern under a name.
         * @description Roles: ASM, HSADM, ADMIN. Addition (not in SPEC §7). Errors of this call: E_ACTION_POINT_NOT_FOUND (404).
         */
        post: operations["planTemplateSave"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/plan/template/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Addition: the templates whose points are all in the caller's territories, newest first.
         * @description Roles: ASM, HSADM, ADMIN. Addition (not in SPEC §7).
         */
        post: operations["planTemplateList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/plan/template/apply": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Addition: 'Z szablonu': the template over a new range of dates, previewed as /plan/preview (who is eligible checked anew), with the plan.
         * @description Roles: ASM, HSADM, ADMIN. Addition (not in SPEC §7).
         */
        post: operations["planTemplateApply"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dashboard/summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Plan against reality, registrations, the funnel and consents for whole days (Europe/Warsaw), scoped like /action/list; aggregates only, read from rollups.
         * @description Roles: ASM, HSADM, ADMIN, CLIENT. Addition (not in SPEC §7).
         */
        post: operations["dashboardSummary"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/hostess/stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The signed-in hostess's own numbers (today, this week, this month: plan against reality, registrations per offer), read from the rollups; never another hostess's.
         * @description Roles: HST. Addition (not in SPEC §7).
         */
        post: operations["hostessStats"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/review/decide": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Accept, reject or ask for a retake of an action's photos (start, end, receipts), with a comment; all or nothing, within the caller's territories.
         * @description Roles: ASM, HSADM, ADMIN. Addition (not in SPEC §7). Errors of this call: E_FORBIDDEN (403), E_NOT_FOUND (404), E_CONFLICT (409).
         */
        post: operations["reviewDecide"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/action/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * An action's history, oldest first: created, fields changed (from → to), status, people put on and taken off, start, finish, registrations, review; who did it or null for the system. Scoped like the action (the caller's territories; ADMIN all).
         * @description Roles: ASM, HSADM, ADMIN. Addition (not in SPEC §7). Errors of this call: E_FORBIDDEN (403), E_NOT_FOUND (404).
         */
        post: operations["actionHistory"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/calendar/feed/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A new secret calendar feed URL of the caller's actions (shown once; ends the caller's previous one).
         * @description Roles: HST, ASM, HSADM, ADMIN, CLIENT. Addition (not in SPEC §7).
         */
        post: operations["calendarFeedCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/hostess/action/ics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * One of the signed-in hostess's actions as an iCalendar file (text/calendar).
         * @description Roles: HST. Addition (not in SPEC §7).
         */
        post: operations["hostessActionIcs"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/notification/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Addition (issue 29): the alerts of the caller's territories (ADMIN: all), newest first, each with the caller's read mark, and her unread count.
         * @description Roles: ASM, HSADM, ADMIN. Addition (not in SPEC §7).
         */
        post: operations["notificationList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/notification/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Addition (issue 29): marks alerts read for the caller (others keep theirs); unknown or unreachable ones are left alone. Answers her unread count.
         * @description Roles: ASM, HSADM, ADMIN. Addition (not in SPEC §7).
         */
        post: operations["notificationRead"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/hostess/push/key": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The server's VAPID public key for Web Push, or null when it sends none.
         * @description Roles: HST. Addition (not in SPEC §7).
         */
        post: operations["pushKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/hostess/push/subscribe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Keep this phone's push subscription (endpoint and keys) for the hostess's reminders; tied to the session, dropped on sign-out.
         * @description Roles: HST. Addition (not in SPEC §7).
         */
        post: operations["pushSubscribe"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/hostess/push/unsubscribe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Stop pushing to this endpoint (one of her own subscriptions; an unknown one changes nothing).
         * @description Roles: HST. Addition (not in SPEC §7).
         */
        post: operations["pushUnsubscribe"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        Failure: {
            status: {
                /** @constant */
                success: false;
            };
            data: {
                /** @enum {string} */
                error: "E_UNAUTHORIZED" | "E_EXPIRED" | "E_FORBIDDEN" | "E_VALIDATION" | "E_NOT_FOUND" | "E_CONFLICT" | "E_PAYLOAD_TOO_LARGE" | "E_TOO_MANY_REQUESTS" | "E_INTERNAL" | "E_UNAVAILABLE" | "E_INVALID_CREDENTIALS" | "E_USER_NOT_FOUND" | "E_USER_WRONG_PASSWORD" | "E_NO_PERMISSION" | "E_RESET_CODE_INVALID" | "E_PASSWORD_TOO_WEAK" | "E_ACCOUNT_INACTIVE" | "E_EMPTY_VALUE" | "E_ACTION_POINT_NOT_FOUND" | "E_ACTION_POINT_MISMATCH" | "E_ACTION_NOT_EDITABLE" | "E_STATUS_NOT_ALLOWED" | "E_HOSTESS_BUSY" | "E_OUTSIDE_AVAILABILITY" | "E_INVALID_FILE" | "E_REPORT_NOT_READY" | "E_REPORT_FAILED" | "E_CSV_INVALID" | "E_STORAGE_UNAVAILABLE" | "error_m2_not_found_in_salesforce" | "error_wrong_otp" | "error_wrong_otp_email" | "error_otp_expired" | "error_otp_too_many_attempts" | "error_otp_cooldown" | "error_not_verified" | "error_device_not_found" | "error_device_already_registered" | "error_consumer_multiple_found" | "error_asset_unavailable" | "error_ic_registration_failed" | "error_ic_consumer_multiple_found" | "error_ic_consumer_already_exists" | "error_offer_not_available" | "ASSET:CREATION_ERROR";
                /** @description The failing fields (E_VALIDATION and codes a schema gives): dotted path and a Polish text. */
                fields?: {
                    path: string;
                    message: string;
                }[];
                /** @description Seconds to wait (429), also in the Retry-After header. */
                retryAfter?: number;
                /** @description A Polish text for a refusal to wait for. */
                message?: string;
            };
            meta?: {
                [key: string]: unknown;
            };
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    login: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    username: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status: {
                            /** @constant */
                            success: true;
                        };
                        data: {
                            token: {
                                uuid: string;
                                expires: {
                                    date: string;
                                };
                            };
                            user: {
                                uuid: string;
                                ident: string;
                                firstname: string;
                                lastname: string;
                                role: {
                                    /** @enum {string} */
                                    uuid: "HST" | "ASM" | "HSADM" | "ADMIN" | "CLIENT";
                                };
                                territories: unknown;
                                areas: unknown;
                                availability: unknown;
                                actions: unknown;
                                emailAddress: string | null;
                                mobilePhone: string | null;
                                username: string;
                                active?: boolean;
                                events?: {
                                    uuid: string;
                                    name: string;
                                }[];
                            };
                        };
                    };
                };
            };
            /** @description E_VALIDATION */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_VALIDATION";
                        };
                    };
                };
            };
            /** @description E_INVALID_CREDENTIALS */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_INVALID_CREDENTIALS";
                        };
                    };
                };
            };
            /** @description E_ACCOUNT_INACTIVE */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_ACCOUNT_INACTIVE";
                        };
                    };
                };
            };
            /** @description E_TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_TOO_MANY_REQUESTS";
                        };
                    };
                };
            };
            /** @description A failure of the server (E_INTERNAL, E_UNAVAILABLE, E_STORAGE_UNAVAILABLE): data.error holds the code */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    session: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status: {
                            /** @constant */
                            success: true;
                        };
                        data: {
                            token: {
                                uuid: string;
                                expires: {
                                    date: string;
                                };
                            };
                            user: {
                                uuid: string;
                                ident: string;
                                firstname: string;
                                lastname: string;
                                role: {
                                    /** @enum {string} */
                                    uuid: "HST" | "ASM" | "HSADM" | "ADMIN" | "CLIENT";
                                };
                                territories: unknown;
                                areas: unknown;
                                availability: unknown;
                                actions: unknown;
                                emailAddress: string | null;
                                mobilePhone: string | null;
                                username: string;
                                active?: boolean;
                                events?: {
                                    uuid: string;
                                    name: string;
                                }[];
                            };
                        };
                    };
                };
            };
            /** @description E_VALIDATION */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_VALIDATION";
                        };
                    };
                };
            };
            /** @description E_UNAUTHORIZED, E_EXPIRED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_UNAUTHORIZED" | "E_EXPIRED";
                        };
                    };
                };
            };
            /** @description E_FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_FORBIDDEN";
                        };
                    };
                };
            };
            /** @description E_TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_TOO_MANY_REQUESTS";
                        };
                    };
                };
            };
            /** @description A failure of the server (E_INTERNAL, E_UNAVAILABLE, E_STORAGE_UNAVAILABLE): data.error holds the code */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    logout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status: {
                            /** @constant */
                            success: true;
                        };
                        data: {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            /** @description E_VALIDATION */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_VALIDATION";
                        };
                    };
                };
            };
            /** @description E_UNAUTHORIZED, E_EXPIRED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_UNAUTHORIZED" | "E_EXPIRED";
                        };
                    };
                };
            };
            /** @description E_FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_FORBIDDEN";
                        };
                    };
                };
            };
            /** @description E_TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_TOO_MANY_REQUESTS";
                        };
                    };
                };
            };
            /** @description A failure of the server (E_INTERNAL, E_UNAVAILABLE, E_STORAGE_UNAVAILABLE): data.error holds the code */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    resetToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    username: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status: {
                            /** @constant */
                            success: true;
                        };
                        data: {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            /** @description E_VALIDATION */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_VALIDATION";
                        };
                    };
                };
            };
            /** @description E_TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_TOO_MANY_REQUESTS";
                        };
                    };
                };
            };
            /** @description A failure of the server (E_INTERNAL, E_UNAVAILABLE, E_STORAGE_UNAVAILABLE): data.error holds the code */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    resetPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    username: string;
                    otp: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status: {
                            /** @constant */
                            success: true;
                        };
                        data: {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            /** @description E_VALIDATION, E_RESET_CODE_INVALID, E_PASSWORD_TOO_WEAK */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_VALIDATION" | "E_RESET_CODE_INVALID" | "E_PASSWORD_TOO_WEAK";
                        };
                    };
                };
            };
            /** @description E_TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_TOO_MANY_REQUESTS";
                        };
                    };
                };
            };
            /** @description A failure of the server (E_INTERNAL, E_UNAVAILABLE, E_STORAGE_UNAVAILABLE): data.error holds the code */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    updatePassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    user: {
                        password: string;
                        currentPassword: string;
                    };
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status: {
                            /** @constant */
                            success: true;
                        };
                        data: {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            /** @description E_VALIDATION, E_PASSWORD_TOO_WEAK */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_VALIDATION" | "E_PASSWORD_TOO_WEAK";
                        };
                    };
                };
            };
            /** @description E_UNAUTHORIZED, E_EXPIRED, E_USER_WRONG_PASSWORD */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_UNAUTHORIZED" | "E_EXPIRED" | "E_USER_WRONG_PASSWORD";
                        };
                    };
                };
            };
            /** @description E_FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_FORBIDDEN";
                        };
                    };
                };
            };
            /** @description E_TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_TOO_MANY_REQUESTS";
                        };
                    };
                };
            };
            /** @description A failure of the server (E_INTERNAL, E_UNAVAILABLE, E_STORAGE_UNAVAILABLE): data.error holds the code */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    userList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    pagination: {
                        /** @default 0 */
                        page?: number;
                        pageSize: number;
                    };
                    territory?: {
                        uuid?: string;
                        uuids?: string[];
                    };
                    availability?: {
                        since: string;
                        until: string;
                    };
                    role?: {
                        /** @enum {string} */
                        uuid: "HST" | "ASM" | "HSADM" | "ADMIN" | "CLIENT";
                    };
                    withInactive?: boolean;
                    withSchedule?: boolean;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status: {
                            /** @constant */
                            success: true;
                        };
                        data: {
                            uuid: string;
                            ident: string;
                            firstname: string;
                            lastname: string;
                            role: {
                                /** @enum {string} */
                                uuid: "HST" | "ASM" | "HSADM" | "ADMIN" | "CLIENT";
                            };
                            territories: unknown;
                            areas: unknown;
                            availability: unknown;
                            actions: unknown;
                            emailAddress: string | null;
                            mobilePhone: string | null;
                            username: string;
                            active?: boolean;
                            events?: {
                                uuid: string;
                                name: string;
                            }[];
                        }[];
                    };
                };
            };
            /** @description E_VALIDATION */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_VALIDATION";
                        };
                    };
                };
            };
            /** @description E_UNAUTHORIZED, E_EXPIRED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_UNAUTHORIZED" | "E_EXPIRED";
                        };
                    };
                };
            };
            /** @description E_FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_FORBIDDEN";
                        };
                    };
                };
            };
            /** @description E_TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_TOO_MANY_REQUESTS";
                        };
                    };
                };
            };
            /** @description A failure of the server (E_INTERNAL, E_UNAVAILABLE, E_STORAGE_UNAVAILABLE): data.error holds the code */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    userSearch: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    pagination: {
                        /** @default 0 */
                        page?: number;
                        pageSize: number;
                    };
                    search?: string;
                    role?: {
                        /** @enum {string} */
                        uuid: "HST" | "ASM" | "HSADM" | "ADMIN" | "CLIENT";
                    };
                    active?: boolean;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status: {
                            /** @constant */
                            success: true;
                        };
                        data: {
                            users: {
                                uuid: string;
                                ident: string;
                                firstname: string;
                                lastname: string;
                                role: {
                                    /** @enum {string} */
                                    uuid: "HST" | "ASM" | "HSADM" | "ADMIN" | "CLIENT";
                                };
                                territories: unknown;
                                areas: unknown;
                                availability: unknown;
                                actions: unknown;
                                emailAddress: string | null;
                                mobilePhone: string | null;
                                username: string;
                                active?: boolean;
                                events?: {
                                    uuid: string;
                                    name: string;
                                }[];
                            }[];
                            count: number;
                        };
                    };
                };
            };
            /** @description E_VALIDATION */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_VALIDATION";
                        };
                    };
                };
            };
            /** @description E_UNAUTHORIZED, E_EXPIRED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_UNAUTHORIZED" | "E_EXPIRED";
                        };
                    };
                };
            };
            /** @description E_FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_FORBIDDEN";
                        };
                    };
                };
            };
            /** @description E_TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_TOO_MANY_REQUESTS";
                        };
                    };
                };
            };
            /** @description A failure of the server (E_INTERNAL, E_UNAVAILABLE, E_STORAGE_UNAVAILABLE): data.error holds the code */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    userCreate: {
        parameters: {
            query?: never;
            header?: {
                /** @description A repeat with the same key (by the same user) answers the first result. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    user: {
                        firstname: string;
                        lastname: string;
                        emailAddress: string;
                        mobilePhone: string;
                        role: {
                            /** @enum {string} */
                            uuid: "HST" | "ASM" | "HSADM" | "ADMIN" | "CLIENT";
                        };
                        territories: {
                            uuid: string;
                        }[];
                        hostessCode?: string | null;
                        events?: {
                            uuid: string;
                        }[];
                    };
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status: {
                            /** @constant */
                            success: true;
                        };
                        data: {
                            uuid: string;
                            ident: string;
                            firstname: string;
                            lastname: string;
                            role: {
                                /** @enum {string} */
                                uuid: "HST" | "ASM" | "HSADM" | "ADMIN" | "CLIENT";
                            };
                            territories: unknown;
                            areas: unknown;
                            availability: unknown;
                            actions: unknown;
                            emailAddress: string | null;
                            mobilePhone: string | null;
                            username: string;
                            active?: boolean;
                            events?: {
                                uuid: string;
                                name: string;
                            }[];
                        };
                    };
                };
            };
            /** @description E_VALIDATION */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_VALIDATION";
                        };
                    };
                };
            };
            /** @description E_UNAUTHORIZED, E_EXPIRED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_UNAUTHORIZED" | "E_EXPIRED";
                        };
                    };
                };
            };
            /** @description E_FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_FORBIDDEN";
                        };
                    };
                };
            };
            /** @description E_TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_TOO_MANY_REQUESTS";
                        };
                    };
                };
            };
            /** @description A failure of the server (E_INTERNAL, E_UNAVAILABLE, E_STORAGE_UNAVAILABLE): data.error holds the code */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    userUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    user: {
                        firstname: string;
                        lastname: string;
                        emailAddress: string;
                        mobilePhone: string;
                        role: {
                            /** @enum {string} */
                            uuid: "HST" | "ASM" | "HSADM" | "ADMIN" | "CLIENT";
                        };
                        territories: {
                            uuid: string;
                        }[];
                        hostessCode?: string | null;
                        events?: {
                            uuid: string;
                        }[];
                        uuid: string;
                    };
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status: {
                            /** @constant */
                            success: true;
                        };
                        data: {
                            uuid: string;
                            ident: string;
                            firstname: string;
                            lastname: string;
                            role: {
                                /** @enum {string} */
                                uuid: "HST" | "ASM" | "HSADM" | "ADMIN" | "CLIENT";
                            };
                            territories: unknown;
                            areas: unknown;
                            availability: unknown;
                            actions: unknown;
                            emailAddress: string | null;
                            mobilePhone: string | null;
                            username: string;
                            active?: boolean;
                            events?: {
                                uuid: string;
                                name: string;
                            }[];
                        };
                    };
                };
            };
            /** @description E_VALIDATION */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_VALIDATION";
                        };
                    };
                };
            };
            /** @description E_UNAUTHORIZED, E_EXPIRED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_UNAUTHORIZED" | "E_EXPIRED";
                        };
                    };
                };
            };
            /** @description E_FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_FORBIDDEN";
                        };
                    };
                };
            };
            /** @description E_CONFLICT */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_CONFLICT";
                        };
                    };
                };
            };
            /** @description E_TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_TOO_MANY_REQUESTS";
                        };
                    };
                };
            };
            /** @description A failure of the server (E_INTERNAL, E_UNAVAILABLE, E_STORAGE_UNAVAILABLE): data.error holds the code */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    userDeactivate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    user: {
                        uuid: string;
                    };
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status: {
                            /** @constant */
                            success: true;
                        };
                        data: {
                            uuid: string;
                            ident: string;
                            firstname: string;
                            lastname: string;
                            role: {
                                /** @enum {string} */
                                uuid: "HST" | "ASM" | "HSADM" | "ADMIN" | "CLIENT";
                            };
                            territories: unknown;
                            areas: unknown;
                            availability: unknown;
                            actions: unknown;
                            emailAddress: string | null;
                            mobilePhone: string | null;
                            username: string;
                            active?: boolean;
                            events?: {
                                uuid: string;
                                name: string;
                            }[];
                        };
                    };
                };
            };
            /** @description E_VALIDATION */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_VALIDATION";
                        };
                    };
                };
            };
            /** @description E_UNAUTHORIZED, E_EXPIRED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_UNAUTHORIZED" | "E_EXPIRED";
                        };
                    };
                };
            };
            /** @description E_FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_FORBIDDEN";
                        };
                    };
                };
            };
            /** @description E_CONFLICT */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_CONFLICT";
                        };
                    };
                };
            };
            /** @description E_TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_TOO_MANY_REQUESTS";
                        };
                    };
                };
            };
            /** @description A failure of the server (E_INTERNAL, E_UNAVAILABLE, E_STORAGE_UNAVAILABLE): data.error holds the code */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    userActivate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    user: {
                        uuid: string;
                    };
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status: {
                            /** @constant */
                            success: true;
                        };
                        data: {
                            uuid: string;
                            ident: string;
                            firstname: string;
                            lastname: string;
                            role: {
                                /** @enum {string} */
                                uuid: "HST" | "ASM" | "HSADM" | "ADMIN" | "CLIENT";
                            };
                            territories: unknown;
                            areas: unknown;
                            availability: unknown;
                            actions: unknown;
                            emailAddress: string | null;
                            mobilePhone: string | null;
                            username: string;
                            active?: boolean;
                            events?: {
                                uuid: string;
                                name: string;
                            }[];
                        };
                    };
                };
            };
            /** @description E_VALIDATION */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_VALIDATION";
                        };
                    };
                };
            };
            /** @description E_UNAUTHORIZED, E_EXPIRED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_UNAUTHORIZED" | "E_EXPIRED";
                        };
                    };
                };
            };
            /** @description E_FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_FORBIDDEN";
                        };
                    };
                };
            };
            /** @description E_TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_TOO_MANY_REQUESTS";
                        };
                    };
                };
            };
            /** @description A failure of the server (E_INTERNAL, E_UNAVAILABLE, E_STORAGE_UNAVAILABLE): data.error holds the code */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    territoryList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    pagination: {
                        /** @default 0 */
                        page?: number;
                        pageSize: number;
                    };
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status: {
                            /** @constant */
                            success: true;
                        };
                        data: {
                            uuid: string;
                            ident: string;
                            trash?: boolean;
                        }[];
                    };
                };
            };
            /** @description E_VALIDATION */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_VALIDATION";
                        };
                    };
                };
            };
            /** @description E_UNAUTHORIZED, E_EXPIRED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_UNAUTHORIZED" | "E_EXPIRED";
                        };
                    };
                };
            };
            /** @description E_FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_FORBIDDEN";
                        };
                    };
                };
            };
            /** @description E_TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_TOO_MANY_REQUESTS";
                        };
                    };
                };
            };
            /** @description A failure of the server (E_INTERNAL, E_UNAVAILABLE, E_STORAGE_UNAVAILABLE): data.error holds the code */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    regionList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status: {
                            /** @constant */
                            success: true;
                        };
                        data: {
                            uuid: string;
                            ident: string;
                            name: string;
                            trash: boolean;
                            areas: {
                                uuid: string;
                                ident: string;
                                name: string;
                                territory: {
                                    uuid: string;
                                };
                                trash: boolean;
                            }[];
                            people: {
                                uuid: string;
                                firstname: string;
                                lastname: string;
                                /** @enum {string} */
                                role: "HST" | "ASM" | "HSADM" | "ADMIN" | "CLIENT";
                                active: boolean;
                            }[];
                            points: number;
                        }[];
                    };
                };
            };
            /** @description E_VALIDATION */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_VALIDATION";
                        };
                    };
                };
            };
            /** @description E_UNAUTHORIZED, E_EXPIRED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_UNAUTHORIZED" | "E_EXPIRED";
                        };
                    };
                };
            };
            /** @description E_FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_FORBIDDEN";
                        };
                    };
                };
            };
            /** @description E_TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_TOO_MANY_REQUESTS";
                        };
                    };
                };
            };
            /** @description A failure of the server (E_INTERNAL, E_UNAVAILABLE, E_STORAGE_UNAVAILABLE): data.error holds the code */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    territoryCreate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    territory: {
                        ident: string;
                        name: string;
                        trash?: boolean;
                    };
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status: {
                            /** @constant */
                            success: true;
                        };
                        data: {
                            uuid: string;
                            ident: string;
                            name: string;
                            trash: boolean;
                            areas: {
                                uuid: string;
                                ident: string;
                                name: string;
                                territory: {
                                    uuid: string;
                                };
                                trash: boolean;
                            }[];
                            people: {
                                uuid: string;
                                firstname: string;
                                lastname: string;
                                /** @enum {string} */
                                role: "HST" | "ASM" | "HSADM" | "ADMIN" | "CLIENT";
                                active: boolean;
                            }[];
                            points: number;
                        };
                    };
                };
            };
            /** @description E_VALIDATION */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_VALIDATION";
                        };
                    };
                };
            };
            /** @description E_UNAUTHORIZED, E_EXPIRED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_UNAUTHORIZED" | "E_EXPIRED";
                        };
                    };
                };
            };
            /** @description E_FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_FORBIDDEN";
                        };
                    };
                };
            };
            /** @description E_CONFLICT */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_CONFLICT";
                        };
                    };
                };
            };
            /** @description E_TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_TOO_MANY_REQUESTS";
                        };
                    };
                };
            };
            /** @description A failure of the server (E_INTERNAL, E_UNAVAILABLE, E_STORAGE_UNAVAILABLE): data.error holds the code */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    territoryUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    territory: {
                        ident: string;
                        name: string;
                        trash?: boolean;
                        uuid: string;
                    };
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status: {
                            /** @constant */
                            success: true;
                        };
                        data: {
                            uuid: string;
                            ident: string;
                            name: string;
                            trash: boolean;
                            areas: {
                                uuid: string;
                                ident: string;
                                name: string;
                                territory: {
                                    uuid: string;
                                };
                                trash: boolean;
                            }[];
                            people: {
                                uuid: string;
                                firstname: string;
                                lastname: string;
                                /** @enum {string} */
                                role: "HST" | "ASM" | "HSADM" | "ADMIN" | "CLIENT";
                                active: boolean;
                            }[];
                            points: number;
                        };
                    };
                };
            };
            /** @description E_VALIDATION */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_VALIDATION";
                        };
                    };
                };
            };
            /** @description E_UNAUTHORIZED, E_EXPIRED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_UNAUTHORIZED" | "E_EXPIRED";
                        };
                    };
                };
            };
            /** @description E_FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_FORBIDDEN";
                        };
                    };
                };
            };
            /** @description E_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_NOT_FOUND";
                        };
                    };
                };
            };
            /** @description E_CONFLICT */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_CONFLICT";
                        };
                    };
                };
            };
            /** @description E_TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_TOO_MANY_REQUESTS";
                        };
                    };
                };
            };
            /** @description A failure of the server (E_INTERNAL, E_UNAVAILABLE, E_STORAGE_UNAVAILABLE): data.error holds the code */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    areaCreate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    area: {
                        ident: string;
                        name: string;
                        territory: {
                            uuid: string;
                        };
                        trash?: boolean;
                    };
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status: {
                            /** @constant */
                            success: true;
                        };
                        data: {
                            uuid: string;
                            ident: string;
                            name: string;
                            territory: {
                                uuid: string;
                            };
                            trash: boolean;
                        };
                    };
                };
            };
            /** @description E_VALIDATION */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_VALIDATION";
                        };
                    };
                };
            };
            /** @description E_UNAUTHORIZED, E_EXPIRED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_UNAUTHORIZED" | "E_EXPIRED";
                        };
                    };
                };
            };
            /** @description E_FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_FORBIDDEN";
                        };
                    };
                };
            };
            /** @description E_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_NOT_FOUND";
                        };
                    };
                };
            };
            /** @description E_CONFLICT */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_CONFLICT";
                        };
                    };
                };
            };
            /** @description E_TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_TOO_MANY_REQUESTS";
                        };
                    };
                };
            };
            /** @description A failure of the server (E_INTERNAL, E_UNAVAILABLE, E_STORAGE_UNAVAILABLE): data.error holds the code */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    areaUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    area: {
                        ident: string;
                        name: string;
                        territory: {
                            uuid: string;
                        };
                        trash?: boolean;
                        uuid: string;
                    };
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status: {
                            /** @constant */
                            success: true;
                        };
                        data: {
                            uuid: string;
                            ident: string;
                            name: string;
                            territory: {
                                uuid: string;
                            };
                            trash: boolean;
                        };
                    };
                };
            };
            /** @description E_VALIDATION */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_VALIDATION";
                        };
                    };
                };
            };
            /** @description E_UNAUTHORIZED, E_EXPIRED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_UNAUTHORIZED" | "E_EXPIRED";
                        };
                    };
                };
            };
            /** @description E_FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_FORBIDDEN";
                        };
                    };
                };
            };
            /** @description E_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_NOT_FOUND";
                        };
                    };
                };
            };
            /** @description E_CONFLICT */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_CONFLICT";
                        };
                    };
                };
            };
            /** @description E_TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_TOO_MANY_REQUESTS";
                        };
                    };
                };
            };
            /** @description A failure of the server (E_INTERNAL, E_UNAVAILABLE, E_STORAGE_UNAVAILABLE): data.error holds the code */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    eventList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    pagination: {
                        /** @default 0 */
                        page?: number;
                        pageSize: number;
                    };
                    since?: string;
                    until?: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status: {
                            /** @constant */
                            success: true;
                        };
                        data: {
                            uuid: string;
                            ident: string;
                            name: string;
                            chain?: string | null;
                            since: {
                                date: string;
                            };
                            until: {
                                date: string;
                            };
                            territory: unknown;
                            new?: boolean;
                        }[];
                    };
                };
            };
            /** @description E_VALIDATION */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_VALIDATION";
                        };
                    };
                };
            };
            /** @description E_UNAUTHORIZED, E_EXPIRED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_UNAUTHORIZED" | "E_EXPIRED";
                        };
                    };
                };
            };
            /** @description E_FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_FORBIDDEN";
                        };
                    };
                };
            };
            /** @description E_TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_TOO_MANY_REQUESTS";
                        };
                    };
                };
            };
            /** @description A failure of the server (E_INTERNAL, E_UNAVAILABLE, E_STORAGE_UNAVAILABLE): data.error holds the code */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    eventCreate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    event: {
                        ident: string;
                        name: string;
                        chain?: string | null;
                        since: {
                            date: string;
                        };
                        until: {
                            date: string;
                        };
                        territory: {
                            uuid: string;
                            ident?: string;
                            trash?: boolean;
                        }[];
                    };
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status: {
                            /** @constant */
                            success: true;
                        };
                        data: {
                            uuid: string;
                            ident: string;
                            name: string;
                            chain?: string | null;
                            since: {
                                date: string;
                            };
                            until: {
                                date: string;
                            };
                            territory: unknown;
                            new?: boolean;
                        };
                    };
                };
            };
            /** @description E_VALIDATION */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_VALIDATION";
                        };
                    };
                };
            };
            /** @description E_UNAUTHORIZED, E_EXPIRED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_UNAUTHORIZED" | "E_EXPIRED";
                        };
                    };
                };
            };
            /** @description E_FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_FORBIDDEN";
                        };
                    };
                };
            };
            /** @description E_CONFLICT */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_CONFLICT";
                        };
                    };
                };
            };
            /** @description E_TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_TOO_MANY_REQUESTS";
                        };
                    };
                };
            };
            /** @description A failure of the server (E_INTERNAL, E_UNAVAILABLE, E_STORAGE_UNAVAILABLE): data.error holds the code */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    eventUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    event: {
                        ident: string;
                        name: string;
                        chain?: string | null;
                        since: {
                            date: string;
                        };
                        until: {
                            date: string;
                        };
                        territory: {
                            uuid: string;
                            ident?: string;
                            trash?: boolean;
                        }[];
                        uuid: string;
                    };
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status: {
                            /** @constant */
                            success: true;
                        };
                        data: {
                            uuid: string;
                            ident: string;
                            name: string;
                            chain?: string | null;
                            since: {
                                date: string;
                            };
                            until: {
                                date: string;
                            };
                            territory: unknown;
                            new?: boolean;
                        };
                    };
                };
            };
            /** @description E_VALIDATION */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_VALIDATION";
                        };
                    };
                };
            };
            /** @description E_UNAUTHORIZED, E_EXPIRED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_UNAUTHORIZED" | "E_EXPIRED";
                        };
                    };
                };
            };
            /** @description E_FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_FORBIDDEN";
                        };
                    };
                };
            };
            /** @description E_CONFLICT */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_CONFLICT";
                        };
                    };
                };
            };
            /** @description E_TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_TOO_MANY_REQUESTS";
                        };
                    };
                };
            };
            /** @description A failure of the server (E_INTERNAL, E_UNAVAILABLE, E_STORAGE_UNAVAILABLE): data.error holds the code */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    pointList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    pagination: {
                        /** @default 0 */
                        page?: number;
                        pageSize: number;
                    };
                    event?: {
                        uuid: string;
                    };
                    territory?: {
                        uuid: string;
                    };
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status: {
                            /** @constant */
                            success: true;
                        };
                        data: {
                            uuid: string;
                            ident: string;
                            name: string | null;
                            address: {
                                streetAddress: string | null;
                                streetNumber: string | null;
                                cityName: string | null;
                            };
                            lat?: number | null;
                            lng?: number | null;
                            chain: string | null;
                        }[];
                    };
                };
            };
            /** @description E_VALIDATION */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_VALIDATION";
                        };
                    };
                };
            };
            /** @description E_UNAUTHORIZED, E_EXPIRED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_UNAUTHORIZED" | "E_EXPIRED";
                        };
                    };
                };
            };
            /** @description E_FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_FORBIDDEN";
                        };
                    };
                };
            };
            /** @description E_TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_TOO_MANY_REQUESTS";
                        };
                    };
                };
            };
            /** @description A failure of the server (E_INTERNAL, E_UNAVAILABLE, E_STORAGE_UNAVAILABLE): data.error holds the code */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    pointSearch: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    pagination: {
                        /** @default 0 */
                        page?: number;
                        pageSize: number;
                    };
                    territory?: {
                        uuid: string;
                    };
                    search?: string;
                    chain?: string;
                    trash?: boolean;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status: {
                            /** @constant */
                            success: true;
                        };
                        data: {
                            points: {
                                uuid: string;
                                ident: string;
                                name: string | null;
                                chain: string | null;
                                address: {
                                    streetAddress: string | null;
                                    streetNumber: string | null;
                                    cityName: string | null;
                                    postalCode: string | null;
                                };
                                territory: {
                                    uuid: string;
                                    ident: string;
                                    name: string;
                                };
                                lat: number | null;
                                lng: number | null;
                                trash: boolean;
                            }[];
                            count: number;
                        };
                    };
                };
            };
            /** @description E_VALIDATION */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_VALIDATION";
                        };
                    };
                };
            };
            /** @description E_UNAUTHORIZED, E_EXPIRED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_UNAUTHORIZED" | "E_EXPIRED";
                        };
                    };
                };
            };
            /** @description E_FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_FORBIDDEN";
                        };
                    };
                };
            };
            /** @description E_TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_TOO_MANY_REQUESTS";
                        };
                    };
                };
            };
            /** @description A failure of the server (E_INTERNAL, E_UNAVAILABLE, E_STORAGE_UNAVAILABLE): data.error holds the code */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    pointCreate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    point: {
                        ident: string;
                        name: string;
                        chain?: string | null;
                        address: {
                            streetAddress: string;
                            streetNumber: string;
                            cityName: string;
                            postalCode: string;
                        };
                        territory: {
                            uuid: string;
                        };
                        lat?: number | null;
                        lng?: number | null;
                        trash?: boolean;
                    };
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status: {
                            /** @constant */
                            success: true;
                        };
                        data: {
                            uuid: string;
                            ident: string;
                            name: string | null;
                            chain: string | null;
                            address: {
                                streetAddress: string | null;
                                streetNumber: string | null;
                                cityName: string | null;
                                postalCode: string | null;
                            };
                            territory: {
                                uuid: string;
                                ident: string;
                                name: string;
                            };
                            lat: number | null;
                            lng: number | null;
                            trash: boolean;
                        };
                    };
                };
            };
            /** @description E_VALIDATION */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_VALIDATION";
                        };
                    };
                };
            };
            /** @description E_UNAUTHORIZED, E_EXPIRED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_UNAUTHORIZED" | "E_EXPIRED";
                        };
                    };
                };
            };
            /** @description E_FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_FORBIDDEN";
                        };
                    };
                };
            };
            /** @description E_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_NOT_FOUND";
                        };
                    };
                };
            };
            /** @description E_CONFLICT */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_CONFLICT";
                        };
                    };
                };
            };
            /** @description E_TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_TOO_MANY_REQUESTS";
                        };
                    };
                };
            };
            /** @description A failure of the server (E_INTERNAL, E_UNAVAILABLE, E_STORAGE_UNAVAILABLE): data.error holds the code */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    pointUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    point: {
                        ident: string;
                        name: string;
                        chain?: string | null;
                        address: {
                            streetAddress: string;
                            streetNumber: string;
                            cityName: string;
                            postalCode: string;
                        };
                        territory: {
                            uuid: string;
                        };
                        lat?: number | null;
                        lng?: number | null;
                        trash?: boolean;
                        uuid: string;
                    };
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status: {
                            /** @constant */
                            success: true;
                        };
                        data: {
                            uuid: string;
                            ident: string;
                            name: string | null;
                            chain: string | null;
                            address: {
                                streetAddress: string | null;
                                streetNumber: string | null;
                                cityName: string | null;
                                postalCode: string | null;
                            };
                            territory: {
                                uuid: string;
                                ident: string;
                                name: string;
                            };
                            lat: number | null;
                            lng: number | null;
                            trash: boolean;
                        };
                    };
                };
            };
            /** @description E_VALIDATION */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_VALIDATION";
                        };
                    };
                };
            };
            /** @description E_UNAUTHORIZED, E_EXPIRED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_UNAUTHORIZED" | "E_EXPIRED";
                        };
                    };
                };
            };
            /** @description E_FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_FORBIDDEN";
                        };
                    };
                };
            };
            /** @description E_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_NOT_FOUND";
                        };
                    };
                };
            };
            /** @description E_CONFLICT */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_CONFLICT";
                        };
                    };
                };
            };
            /** @description E_TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_TOO_MANY_REQUESTS";
                        };
                    };
                };
            };
            /** @description A failure of the server (E_INTERNAL, E_UNAVAILABLE, E_STORAGE_UNAVAILABLE): data.error holds the code */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    pointImport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    _input: {
                        [key: string]: unknown;
                    };
                    "files[]"?: string[];
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status: {
                            /** @constant */
                            success: true;
                        };
                        data: {
                            created: number;
                            updated: number;
                            unchanged: number;
                        };
                    };
                };
            };
            /** @description E_VALIDATION, E_CSV_INVALID, E_INVALID_FILE */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_VALIDATION" | "E_CSV_INVALID" | "E_INVALID_FILE";
                        };
                    };
                };
            };
            /** @description E_UNAUTHORIZED, E_EXPIRED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_UNAUTHORIZED" | "E_EXPIRED";
                        };
                    };
                };
            };
            /** @description E_FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_FORBIDDEN";
                        };
                    };
                };
            };
            /** @description E_PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_PAYLOAD_TOO_LARGE";
                        };
                    };
                };
            };
            /** @description E_TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_TOO_MANY_REQUESTS";
                        };
                    };
                };
            };
            /** @description A failure of the server (E_INTERNAL, E_UNAVAILABLE, E_STORAGE_UNAVAILABLE): data.error holds the code */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    actionCreate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    action: {
                        uuid?: string;
                        ident?: string;
                        name: string;
                        type: {
                            /** @enum {string} */
                            ident: "Standard" | "Horeca";
                        };
                        event?: {
                            uuid: string;
                        } | null;
                        territory?: {
                            uuid: string;
                        } | null;
                        area?: {
                            uuid: string;
                        } | null;
                        since?: {
                            date: string;
                        } | null;
                        until?: {
                            date: string;
                        } | null;
                        actionPoints?: {
                            point: {
                                uuid: string;
                            };
                            address?: {
                                streetAddress: string | null;
                                streetNumber: string | null;
                                cityName: string | null;
                            } | null;
                            name?: string | null;
                            ident?: string | null;
                            trash?: boolean;
                        }[] | null;
                        users?: {
                            uuid: string;
                            firstname?: string;
                            lastname?: string;
                            ident?: string;
                            trash?: boolean;
                            active?: boolean;
                        }[] | null;
                        excerpt?: string | null;
                        description?: string | null;
                        availabilityOverride?: string | null;
                    };
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status: {
                            /** @constant */
                            success: true;
                        };
                        data: {
                            uuid: string;
                            id?: string;
                            ident: string;
                            name: string;
                            type: {
                                /** @enum {string} */
                                ident: "Standard" | "Horeca";
                            };
                            status: {
                                global: {
                                    /** @enum {string} */
                                    ident: "editable" | "accepted" | "cancelled" | "started" | "finished" | "hst_cancelled";
                                };
                            };
                            event: {
                                uuid: string;
                                name: string;
                            } | null;
                            territory: {
                                uuid: string;
                                ident: string;
                            } | null;
                            area: {
                                uuid: string;
                            } | null;
                            since: {
                                date: string;
                            } | null;
                            until: {
                                date: string;
                            } | null;
                            date?: string;
                            timestart?: string;
                            timeend?: string;
                            actionPoints: unknown;
                            users: unknown;
                            excerpt?: string | null;
                            description?: string | null;
                            startLat?: number | null;
                            startLng?: number | null;
                            startDistance?: number | null;
                            outOfBounds?: boolean | null;
                            finishDistance?: number | null;
                            availabilityOverride?: string | null;
                        };
                    };
                };
            };
            /** @description E_VALIDATION, E_ACTION_POINT_MISMATCH */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_VALIDATION" | "E_ACTION_POINT_MISMATCH";
                        };
                    };
                };
            };
            /** @description E_UNAUTHORIZED, E_EXPIRED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_UNAUTHORIZED" | "E_EXPIRED";
                        };
                    };
                };
            };
            /** @description E_FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_FORBIDDEN";
                        };
                    };
                };
            };
            /** @description E_ACTION_POINT_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_ACTION_POINT_NOT_FOUND";
                        };
                    };
                };
            };
            /** @description E_HOSTESS_BUSY, E_OUTSIDE_AVAILABILITY */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_HOSTESS_BUSY" | "E_OUTSIDE_AVAILABILITY";
                        };
                    };
                };
            };
            /** @description E_TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_TOO_MANY_REQUESTS";
                        };
                    };
                };
            };
            /** @description A failure of the server (E_INTERNAL, E_UNAVAILABLE, E_STORAGE_UNAVAILABLE): data.error holds the code */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    actionUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    action: {
                        uuid: string;
                        ident?: string;
                        name: string;
                        type: {
                            /** @enum {string} */
                            ident: "Standard" | "Horeca";
                        };
                        event?: {
                            uuid: string;
                        } | null;
                        territory?: {
                            uuid: string;
                        } | null;
                        area?: {
                            uuid: string;
                        } | null;
                        since?: {
                            date: string;
                        } | null;
                        until?: {
                            date: string;
                        } | null;
                        actionPoints?: {
                            point: {
                                uuid: string;
                            };
                            address?: {
                                streetAddress: string | null;
                                streetNumber: string | null;
                                cityName: string | null;
                            } | null;
                            name?: string | null;
                            ident?: string | null;
                            trash?: boolean;
                        }[] | null;
                        users?: {
                            uuid: string;
                            firstname?: string;
                            lastname?: string;
                            ident?: string;
                            trash?: boolean;
                            active?: boolean;
                        }[] | null;
                        excerpt?: string | null;
                        description?: string | null;
                        availabilityOverride?: string | null;
                    };
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status: {
                            /** @constant */
                            success: true;
                        };
                        data: {
                            uuid: string;
                            id?: string;
                            ident: string;
                            name: string;
                            type: {
                                /** @enum {string} */
                                ident: "Standard" | "Horeca";
                            };
                            status: {
                                global: {
                                    /** @enum {string} */
                                    ident: "editable" | "accepted" | "cancelled" | "started" | "finished" | "hst_cancelled";
                                };
                            };
                            event: {
                                uuid: string;
                                name: string;
                            } | null;
                            territory: {
                                uuid: string;
                                ident: string;
                            } | null;
                            area: {
                                uuid: string;
                            } | null;
                            since: {
                                date: string;
                            } | null;
                            until: {
                                date: string;
                            } | null;
                            date?: string;
                            timestart?: string;
                            timeend?: string;
                            actionPoints: unknown;
                            users: unknown;
                            excerpt?: string | null;
                            description?: string | null;
                            startLat?: number | null;
                            startLng?: number | null;
                            startDistance?: number | null;
                            outOfBounds?: boolean | null;
                            finishDistance?: number | null;
                            availabilityOverride?: string | null;
                        };
                    };
                };
            };
            /** @description E_VALIDATION, E_ACTION_POINT_MISMATCH */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_VALIDATION" | "E_ACTION_POINT_MISMATCH";
                        };
                    };
                };
            };
            /** @description E_UNAUTHORIZED, E_EXPIRED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_UNAUTHORIZED" | "E_EXPIRED";
                        };
                    };
                };
            };
            /** @description E_FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_FORBIDDEN";
                        };
                    };
                };
            };
            /** @description E_ACTION_POINT_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_ACTION_POINT_NOT_FOUND";
                        };
                    };
                };
            };
            /** @description E_ACTION_NOT_EDITABLE, E_HOSTESS_BUSY, E_OUTSIDE_AVAILABILITY */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_ACTION_NOT_EDITABLE" | "E_HOSTESS_BUSY" | "E_OUTSIDE_AVAILABILITY";
                        };
                    };
                };
            };
            /** @description E_TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_TOO_MANY_REQUESTS";
                        };
                    };
                };
            };
            /** @description A failure of the server (E_INTERNAL, E_UNAVAILABLE, E_STORAGE_UNAVAILABLE): data.error holds the code */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    actionSetStatus: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    status: {
                        /** @enum {string} */
                        ident: "editable" | "accepted" | "cancelled";
                    };
                    action: {
                        uuid: string;
                    };
                    availabilityOverride?: string | null;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status: {
                            /** @constant */
                            success: true;
                        };
                        data: {
                            uuid: string;
                            id?: string;
                            ident: string;
                            name: string;
                            type: {
                                /** @enum {string} */
                                ident: "Standard" | "Horeca";
                            };
                            status: {
                                global: {
                                    /** @enum {string} */
                                    ident: "editable" | "accepted" | "cancelled" | "started" | "finished" | "hst_cancelled";
                                };
                            };
                            event: {
                                uuid: string;
                                name: string;
                            } | null;
                            territory: {
                                uuid: string;
                                ident: string;
                            } | null;
                            area: {
                                uuid: string;
                            } | null;
                            since: {
                                date: string;
                            } | null;
                            until: {
                                date: string;
                            } | null;
                            date?: string;
                            timestart?: string;
                            timeend?: string;
                            actionPoints: unknown;
                            users: unknown;
                            excerpt?: string | null;
                            description?: string | null;
                            startLat?: number | null;
                            startLng?: number | null;
                            startDistance?: number | null;
                            outOfBounds?: boolean | null;
                            finishDistance?: number | null;
                            availabilityOverride?: string | null;
                        };
                    };
                };
            };
            /** @description E_VALIDATION, E_EMPTY_VALUE */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_VALIDATION" | "E_EMPTY_VALUE";
                        };
                    };
                };
            };
            /** @description E_UNAUTHORIZED, E_EXPIRED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_UNAUTHORIZED" | "E_EXPIRED";
                        };
                    };
                };
            };
            /** @description E_FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_FORBIDDEN";
                        };
                    };
                };
            };
            /** @description E_STATUS_NOT_ALLOWED, E_HOSTESS_BUSY, E_OUTSIDE_AVAILABILITY */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_STATUS_NOT_ALLOWED" | "E_HOSTESS_BUSY" | "E_OUTSIDE_AVAILABILITY";
                        };
                    };
                };
            };
            /** @description E_TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_TOO_MANY_REQUESTS";
                        };
                    };
                };
            };
            /** @description A failure of the server (E_INTERNAL, E_UNAVAILABLE, E_STORAGE_UNAVAILABLE): data.error holds the code */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    actionList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    actions: {
                        since: string;
                        until: string;
                        cities?: string[];
                        streets?: string[];
                        ids?: string[];
                        territories?: {
                            uuids: string[];
                        };
                        events?: {
                            uuids: string[];
                        };
                        statuses?: {
                            idents: ("editable" | "accepted" | "cancelled" | "started" | "finished" | "hst_cancelled")[];
                        };
                        users?: {
                            uuids: string[];
                        };
                        availability?: {
                            since: string;
                            until: string;
                        };
                        finished?: boolean;
                        review?: {
                            states?: ("pending" | "accepted" | "fix")[];
                            signals?: boolean;
                        };
                        attendance?: {
                            states?: ("unconfirmed" | "confirmed" | "started_on_time" | "started_late" | "no_show" | "finished" | "finished_early")[];
                        };
                    };
                    pagination: {
                        limit: number;
                        /** @default 0 */
                        offset?: number;
                    };
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status: {
                            /** @constant */
                            success: true;
                        };
                        data: {
                            actions: {
                                uuid: string;
                                id?: string;
                                ident: string;
                                name: string;
                                type: {
                                    /** @enum {string} */
                                    ident: "Standard" | "Horeca";
                                };
                                status: {
                                    global: {
                                        /** @enum {string} */
                                        ident: "editable" | "accepted" | "cancelled" | "started" | "finished" | "hst_cancelled";
                                    };
                                };
                                event: {
                                    uuid: string;
                                    name: string;
                                } | null;
                                territory: {
                                    uuid: string;
                                    ident: string;
                                } | null;
                                area: {
                                    uuid: string;
                                } | null;
                                since: {
                                    date: string;
                                } | null;
                                until: {
                                    date: string;
                                } | null;
                                date?: string;
                                timestart?: string;
                                timeend?: string;
                                actionPoints: unknown;
                                users: unknown;
                                excerpt?: string | null;
                                description?: string | null;
                                startLat?: number | null;
                                startLng?: number | null;
                                startDistance?: number | null;
                                outOfBounds?: boolean | null;
                                finishDistance?: number | null;
                                availabilityOverride?: string | null;
                                review?: {
                                    /** @enum {string} */
                                    state: "pending" | "accepted" | "fix";
                                    signals: {
                                        /** @enum {string} */
                                        kind: "duplicate_photo" | "photo_time" | "far_start" | "registration_outside_window" | "registration_burst" | "repeat_consumer" | "blurry_photo" | "finished_early";
                                        text: string;
                                        actions?: {
                                            uuid: string;
                                            ident: string;
                                        }[];
                                    }[];
                                    retakes?: {
                                        file?: {
                                            uuid: string;
                                        };
                                        receipt?: {
                                            uuid: string;
                                        };
                                        /** @enum {string} */
                                        ident: "start" | "end" | "receipt";
                                        comment: string | null;
                                    }[];
                                };
                                attendance?: {
                                    /** @enum {string} */
                                    state: "unconfirmed" | "confirmed" | "started_on_time" | "started_late" | "no_show" | "finished" | "finished_early";
                                    confirmed: {
                                        date: string;
                                    } | null;
                                    lateMinutes: number | null;
                                } | null;
                            }[];
                            count: number;
                        };
                    };
                };
            };
            /** @description E_VALIDATION */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_VALIDATION";
                        };
                    };
                };
            };
            /** @description E_UNAUTHORIZED, E_EXPIRED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_UNAUTHORIZED" | "E_EXPIRED";
                        };
                    };
                };
            };
            /** @description E_FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_FORBIDDEN";
                        };
                    };
                };
            };
            /** @description E_TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_TOO_MANY_REQUESTS";
                        };
                    };
                };
            };
            /** @description A failure of the server (E_INTERNAL, E_UNAVAILABLE, E_STORAGE_UNAVAILABLE): data.error holds the code */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    actionPersonnel: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    since: string;
                    until: string;
                    territory?: {
                        uuid: string;
                    } | null;
                    action?: {
                        uuid: string;
                    } | null;
                    points?: {
                        uuid: string;
                    }[];
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status: {
                            /** @constant */
                            success: true;
                        };
                        data: {
                            uuid: string;
                            ident: string;
                            firstname: string;
                            lastname: string;
                            /** @enum {string} */
                            availability: "available" | "undeclared" | "outside";
                            clash: {
                                uuid: string | null;
                                ident: string | null;
                                /** @enum {string} */
                                kind: "overlap" | "travel";
                                since: {
                                    date: string;
                                };
                                until: {
                                    date: string;
                                };
                            } | null;
                            weekActions: number;
                            distanceMeters: number | null;
                        }[];
                    };
                };
            };
            /** @description E_VALIDATION */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_VALIDATION";
                        };
                    };
                };
            };
            /** @description E_UNAUTHORIZED, E_EXPIRED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_UNAUTHORIZED" | "E_EXPIRED";
                        };
                    };
                };
            };
            /** @description E_FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_FORBIDDEN";
                        };
                    };
                };
            };
            /** @description E_TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_TOO_MANY_REQUESTS";
                        };
                    };
                };
            };
            /** @description A failure of the server (E_INTERNAL, E_UNAVAILABLE, E_STORAGE_UNAVAILABLE): data.error holds the code */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    actionReassign: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    action: {
                        uuid: string;
                    };
                    user: {
                        uuid: string;
                    };
                    from?: {
                        uuid: string;
                    } | null;
                    availabilityOverride?: string | null;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status: {
                            /** @constant */
                            success: true;
                        };
                        data: {
                            uuid: string;
                            id?: string;
                            ident: string;
                            name: string;
                            type: {
                                /** @enum {string} */
                                ident: "Standard" | "Horeca";
                            };
                            status: {
                                global: {
                                    /** @enum {string} */
                                    ident: "editable" | "accepted" | "cancelled" | "started" | "finished" | "hst_cancelled";
                                };
                            };
                            event: {
                                uuid: string;
                                name: string;
                            } | null;
                            territory: {
                                uuid: string;
                                ident: string;
                            } | null;
                            area: {
                                uuid: string;
                            } | null;
                            since: {
                                date: string;
                            } | null;
                            until: {
                                date: string;
                            } | null;
                            date?: string;
                            timestart?: string;
                            timeend?: string;
                            actionPoints: unknown;
                            users: unknown;
                            excerpt?: string | null;
                            description?: string | null;
                            startLat?: number | null;
                            startLng?: number | null;
                            startDistance?: number | null;
                            outOfBounds?: boolean | null;
                            finishDistance?: number | null;
                            availabilityOverride?: string | null;
                        };
                    };
                };
            };
            /** @description E_VALIDATION */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_VALIDATION";
                        };
                    };
                };
            };
            /** @description E_UNAUTHORIZED, E_EXPIRED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_UNAUTHORIZED" | "E_EXPIRED";
                        };
                    };
                };
            };
            /** @description E_FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_FORBIDDEN";
                        };
                    };
                };
            };
            /** @description E_STATUS_NOT_ALLOWED, E_HOSTESS_BUSY, E_OUTSIDE_AVAILABILITY */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_STATUS_NOT_ALLOWED" | "E_HOSTESS_BUSY" | "E_OUTSIDE_AVAILABILITY";
                        };
                    };
                };
            };
            /** @description E_TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_TOO_MANY_REQUESTS";
                        };
                    };
                };
            };
            /** @description A failure of the server (E_INTERNAL, E_UNAVAILABLE, E_STORAGE_UNAVAILABLE): data.error holds the code */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    reportRequest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example xlsx */
                format: "xlsx";
                /** @example 2026-11-23 */
                since: string;
                /** @example 2026-11-23 */
                until: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    actions?: {
                        since?: string;
                        until?: string;
                        cities?: string[];
                        streets?: string[];
                        ids?: string[];
                        territories?: {
                            uuids: string[];
                        };
                        events?: {
                            uuids: string[];
                        };
                        statuses?: {
                            idents: ("editable" | "accepted" | "cancelled" | "started" | "finished" | "hst_cancelled")[];
                        };
                        users?: {
                            uuids: string[];
                        };
                        availability?: {
                            since: string;
                            until: string;
                        };
                        finished?: boolean;
                        review?: {
                            states?: ("pending" | "accepted" | "fix")[];
                            signals?: boolean;
                        };
                        attendance?: {
                            states?: ("unconfirmed" | "confirmed" | "started_on_time" | "started_late" | "no_show" | "finished" | "finished_early")[];
                        };
                    };
                    pagination: {
                        limit: number;
                        /** @default 0 */
                        offset?: number;
                    };
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status: {
                            /** @constant */
                            success: true;
                        };
                        data: {
                            uuid: string;
                            parameters: {
                                since: string;
                                until: string;
                                actions?: {
                                    statuses: {
                                        idents: string[];
                                    };
                                };
                            };
                            isMine: boolean;
                            updated: {
                                date: string;
                            };
                            format?: string;
                            rows?: number | null;
                        };
                    };
                };
            };
            /** @description E_VALIDATION */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_VALIDATION";
                        };
                    };
                };
            };
            /** @description E_UNAUTHORIZED, E_EXPIRED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_UNAUTHORIZED" | "E_EXPIRED";
                        };
                    };
                };
            };
            /** @description E_FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_FORBIDDEN";
                        };
                    };
                };
            };
            /** @description E_TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_TOO_MANY_REQUESTS";
                        };
                    };
                };
            };
            /** @description A failure of the server (E_INTERNAL, E_UNAVAILABLE, E_STORAGE_UNAVAILABLE): data.error holds the code */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    reportStatus: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status: {
                            /** @constant */
                            success: true;
                        };
                        data: {
                            queued: {
                                uuid: string;
                                parameters: {
                                    since: string;
                                    until: string;
                                    actions?: {
                                        statuses: {
                                            idents: string[];
                                        };
                                    };
                                };
                                isMine: boolean;
                                updated: {
                                    date: string;
                                };
                                format?: string;
                                rows?: number | null;
                            }[];
                            finished: {
                                uuid: string;
                                parameters: {
                                    since: string;
                                    until: string;
                                    actions?: {
                                        statuses: {
                                            idents: string[];
                                        };
                                    };
                                };
                                isMine: boolean;
                                updated: {
                                    date: string;
                                };
                                format?: string;
                                rows?: number | null;
                            }[];
                        };
                    };
                };
            };
            /** @description E_VALIDATION */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_VALIDATION";
                        };
                    };
                };
            };
            /** @description E_UNAUTHORIZED, E_EXPIRED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_UNAUTHORIZED" | "E_EXPIRED";
                        };
                    };
                };
            };
            /** @description E_FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_FORBIDDEN";
                        };
                    };
                };
            };
            /** @description E_TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_TOO_MANY_REQUESTS";
                        };
                    };
                };
            };
            /** @description A failure of the server (E_INTERNAL, E_UNAVAILABLE, E_STORAGE_UNAVAILABLE): data.error holds the code */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    reportDownload: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    report: {
                        uuid: string;
                    };
                };
            };
        };
        responses: {
            /** @description The file */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/octet-stream": string;
                };
            };
            /** @description E_VALIDATION */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_VALIDATION";
                        };
                    };
                };
            };
            /** @description E_UNAUTHORIZED, E_EXPIRED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_UNAUTHORIZED" | "E_EXPIRED";
                        };
                    };
                };
            };
            /** @description E_FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_FORBIDDEN";
                        };
                    };
                };
            };
            /** @description E_REPORT_NOT_READY, E_REPORT_FAILED */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_REPORT_NOT_READY" | "E_REPORT_FAILED";
                        };
                    };
                };
            };
            /** @description E_TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_TOO_MANY_REQUESTS";
                        };
                    };
                };
            };
            /** @description E_STORAGE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_STORAGE_UNAVAILABLE";
                        };
                    };
                };
            };
            /** @description A failure of the server (E_INTERNAL, E_UNAVAILABLE, E_STORAGE_UNAVAILABLE): data.error holds the code */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    receiptList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    action: {
                        uuid: string;
                    };
                    pagination: {
                        limit: number;
                        /** @default 0 */
                        offset?: number;
                    };
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status: {
                            /** @constant */
                            success: true;
                        };
                        data: {
                            receipts: {
                                uuid: string;
                                created: {
                                    date: string;
                                };
                                review?: {
                                    /** @enum {string} */
                                    decision: "accept" | "reject" | "retake";
                                    comment: string | null;
                                };
                            }[];
                        };
                    };
                };
            };
            /** @description E_VALIDATION */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_VALIDATION";
                        };
                    };
                };
            };
            /** @description E_UNAUTHORIZED, E_EXPIRED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_UNAUTHORIZED" | "E_EXPIRED";
                        };
                    };
                };
            };
            /** @description E_FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_FORBIDDEN";
                        };
                    };
                };
            };
            /** @description E_TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_TOO_MANY_REQUESTS";
                        };
                    };
                };
            };
            /** @description A failure of the server (E_INTERNAL, E_UNAVAILABLE, E_STORAGE_UNAVAILABLE): data.error holds the code */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    receiptServe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    receipt: {
                        uuid: string;
                    };
                };
            };
        };
        responses: {
            /** @description The file */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/octet-stream": string;
                };
            };
            /** @description E_VALIDATION */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_VALIDATION";
                        };
                    };
                };
            };
            /** @description E_UNAUTHORIZED, E_EXPIRED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_UNAUTHORIZED" | "E_EXPIRED";
                        };
                    };
                };
            };
            /** @description E_FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_FORBIDDEN";
                        };
                    };
                };
            };
            /** @description E_TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_TOO_MANY_REQUESTS";
                        };
                    };
                };
            };
            /** @description E_STORAGE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_STORAGE_UNAVAILABLE";
                        };
                    };
                };
            };
            /** @description A failure of the server (E_INTERNAL, E_UNAVAILABLE, E_STORAGE_UNAVAILABLE): data.error holds the code */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    fileList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    action: {
                        uuid: string;
                    };
                    pagination: {
                        limit: number;
                        /** @default 0 */
                        offset?: number;
                    };
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status: {
                            /** @constant */
                            success: true;
                        };
                        data: {
                            files: {
                                uuid: string;
                                /** @enum {string} */
                                ident: "start" | "end";
                                review?: {
                                    /** @enum {string} */
                                    decision: "accept" | "reject" | "retake";
                                    comment: string | null;
                                };
                            }[];
                            poll: {
                                chechboxes: string[];
                                text: string | null;
                            } | null;
                        };
                    };
                };
            };
            /** @description E_VALIDATION */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_VALIDATION";
                        };
                    };
                };
            };
            /** @description E_UNAUTHORIZED, E_EXPIRED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_UNAUTHORIZED" | "E_EXPIRED";
                        };
                    };
                };
            };
            /** @description E_FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_FORBIDDEN";
                        };
                    };
                };
            };
            /** @description E_TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_TOO_MANY_REQUESTS";
                        };
                    };
                };
            };
            /** @description A failure of the server (E_INTERNAL, E_UNAVAILABLE, E_STORAGE_UNAVAILABLE): data.error holds the code */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    fileServe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    file: {
                        uuid: string;
                    };
                };
            };
        };
        responses: {
            /** @description The file */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/octet-stream": string;
                };
            };
            /** @description E_VALIDATION */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_VALIDATION";
                        };
                    };
                };
            };
            /** @description E_UNAUTHORIZED, E_EXPIRED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_UNAUTHORIZED" | "E_EXPIRED";
                        };
                    };
                };
            };
            /** @description E_FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_FORBIDDEN";
                        };
                    };
                };
            };
            /** @description E_TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_TOO_MANY_REQUESTS";
                        };
                    };
                };
            };
            /** @description E_STORAGE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_STORAGE_UNAVAILABLE";
                        };
                    };
                };
            };
            /** @description A failure of the server (E_INTERNAL, E_UNAVAILABLE, E_STORAGE_UNAVAILABLE): data.error holds the code */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    receiptCreate: {
        parameters: {
            query?: never;
            header?: {
                /** @description A repeat with the same key (by the same user) answers the first result. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    _input: {
                        action: {
                            uuid: string;
                        };
                        device: {
                            serial: string;
                            beacon: string;
                        };
                    };
                    "files[]"?: string[];
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status: {
                            /** @constant */
                            success: true;
                        };
                        data: {
                            receipt?: {
                                uuid: string;
                                created: {
                                    date: string;
                                };
                            };
                        } | null;
                        meta?: {
                            ts: string;
                        };
                    };
                };
            };
            /** @description E_VALIDATION, E_INVALID_FILE */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_VALIDATION" | "E_INVALID_FILE";
                        };
                    };
                };
            };
            /** @description E_UNAUTHORIZED, E_EXPIRED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_UNAUTHORIZED" | "E_EXPIRED";
                        };
                    };
                };
            };
            /** @description E_FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_FORBIDDEN";
                        };
                    };
                };
            };
            /** @description E_PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_PAYLOAD_TOO_LARGE";
                        };
                    };
                };
            };
            /** @description E_TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_TOO_MANY_REQUESTS";
                        };
                    };
                };
            };
            /** @description E_STORAGE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_STORAGE_UNAVAILABLE";
                        };
                    };
                };
            };
            /** @description A failure of the server (E_INTERNAL, E_UNAVAILABLE, E_STORAGE_UNAVAILABLE): data.error holds the code */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    leadOtp: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    lead: {
                        /** @constant */
                        process: "TOURPLANNER";
                        emailAddress: string;
                        mobileNumber: string;
                        consent?: {
                            inspirationClub?: boolean;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status: {
                            /** @constant */
                            success: true;
                        };
                        data: {
                            [key: string]: unknown;
                        };
                        /** @default {} */
                        meta: {
                            nextSendAt?: string | null;
                            nextSendIn?: number | null;
                            ts?: string | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            /** @description E_VALIDATION */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_VALIDATION";
                        };
                    };
                };
            };
            /** @description E_UNAUTHORIZED, E_EXPIRED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_UNAUTHORIZED" | "E_EXPIRED";
                        };
                    };
                };
            };
            /** @description E_FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_FORBIDDEN";
                        };
                    };
                };
            };
            /** @description E_TOO_MANY_REQUESTS, error_otp_cooldown */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_TOO_MANY_REQUESTS" | "error_otp_cooldown";
                        };
                    };
                };
            };
            /** @description A failure of the server (E_INTERNAL, E_UNAVAILABLE, E_STORAGE_UNAVAILABLE): data.error holds the code */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    leadVerify: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    lead: {
                        /** @constant */
                        process: "TOURPLANNER";
                        emailAddress: string;
                        otpEmail: string;
                        mobileNumber: string;
                        mobileNumberNoPrefix?: string;
                        otp: string;
                        eventIdent?: string | null;
                        phoneVerified?: boolean;
                        consent?: {
                            inspirationClub?: boolean;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status: {
                            /** @constant */
                            success: true;
                        };
                        data: {
                            Glo: boolean;
                            Vuse: boolean;
                            Velo: boolean;
                            Neo: boolean;
                            newUser?: boolean;
                        };
                    };
                };
            };
            /** @description E_VALIDATION, error_wrong_otp, error_wrong_otp_email, error_otp_expired */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_VALIDATION" | "error_wrong_otp" | "error_wrong_otp_email" | "error_otp_expired";
                        };
                    };
                };
            };
            /** @description E_UNAUTHORIZED, E_EXPIRED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_UNAUTHORIZED" | "E_EXPIRED";
                        };
                    };
                };
            };
            /** @description E_FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_FORBIDDEN";
                        };
                    };
                };
            };
            /** @description error_m2_not_found_in_salesforce */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "error_m2_not_found_in_salesforce";
                        };
                    };
                };
            };
            /** @description E_TOO_MANY_REQUESTS, error_otp_too_many_attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_TOO_MANY_REQUESTS" | "error_otp_too_many_attempts";
                        };
                    };
                };
            };
            /** @description A failure of the server (E_INTERNAL, E_UNAVAILABLE, E_STORAGE_UNAVAILABLE): data.error holds the code */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    leadRegister: {
        parameters: {
            query?: never;
            header?: {
                /** @description A repeat with the same key (by the same user) answers the first result. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The lead of SPEC §3 as the webform builds it (@tourplanner/domain/lead). A field not listed here is dropped, not refused, so what an original webform adds (e.g. otp, otpEmail) does no harm. */
                    lead: {
                        /** @constant */
                        process: "TOURPLANNER";
                        /** @constant */
                        accountSource: "Hostess";
                        /** Format: ends_with */
                        formIdent: string;
                        /** @constant */
                        lastModifiedSource: "Hostess";
                        /** @constant */
                        emailVerificationStatus: "Verified";
                        emailVerified: boolean;
                        phoneVerified: boolean;
                        ageVerified: boolean;
                        pointIdent: string | null;
                        registerLocation: string | null;
                        category: string;
                        /** @enum {string} */
                        consumerCategory?: "GLO" | "IQOS" | "PLOOM" | "PULZE" | "VELO" | "COMPETITOR_NICOTINE_POUCHES" | "OPEN_SYSTEM_ECIG" | "COMPETITOR_CLOSED_SYSTEM" | "VUSE" | "BAT_CIGARETTES" | "COMPETITOR_CIGARETTES" | "OTHER";
                        secondaryBrand: string;
                        eventIdent: string | null;
                        /** @enum {string} */
                        brand: "Glo" | "Vuse" | "Velo";
                        emailAddress: string;
                        /** @enum {string} */
                        numberPrefix?: "+48" | "+380" | "+44" | "+49" | "+420" | "+370" | "+371" | "+372" | "+421";
                        mobileNumberNoPrefix?: string;
                        mobileNumber: string;
                        firstName: string;
                        lastName: string;
                        birthDate: string | null;
                        billingPostalCode: string | null;
                        hostessCode: string;
                        tourPlan: string;
                        deviceName: string | null;
                        consent: {
                            [key: string]: boolean | null;
                        };
                        selectedOffers: {
                            Glo?: {
                                model: string;
                                color: string;
                                assetSource: string;
                                serialNumber: string;
                            };
                            Glo_HUTD?: {
                                model: string;
                                color: string;
                                assetSource: string;
                            };
                            Vuse?: {
                                model: string;
                                color: string;
                                assetSource: string;
                            };
                            Velo?: {
                                sampling: string;
                            };
                            Neo?: {
                                neoOffers: string;
                            };
                            InspirationClub?: Record<string, never>;
                        };
                        assetItems?: {
                            /** @enum {string} */
                            brand: "Glo" | "Vuse";
                            colour: string | null;
                            taste: string | null;
                            /** @constant */
                            status: "Active";
                            purchaseDate: string;
                            model: string;
                            /** @constant */
                            type: "Sold";
                            storeId: string | null;
                            tourPlan: string;
                            assetSource: string;
                            deviceName: string | null;
                            serialNumber: string | null;
                        }[];
                        productInterestItems?: {
                            sku: string;
                            /** @constant */
                            status: "Trial";
                            /** @constant */
                            unitOfMeasure: "Can";
                            name: string;
                            tourPlan: string;
                        }[];
                    };
                    action?: {
                        uuid: string;
                    };
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status: {
                            /** @constant */
                            success: true;
                        };
                        data: {
                            uuid: string;
                            /** @enum {string} */
                            warning?: "error_ic_registration_failed" | "error_ic_consumer_multiple_found" | "error_ic_consumer_already_exists";
                        };
                        /** @default {} */
                        meta: {
                            bc?: string | null;
                            ts?: string | null;
                        };
                    };
                };
            };
            /** @description E_VALIDATION, ASSET:CREATION_ERROR */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_VALIDATION" | "ASSET:CREATION_ERROR";
                        };
                    };
                };
            };
            /** @description E_UNAUTHORIZED, E_EXPIRED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_UNAUTHORIZED" | "E_EXPIRED";
                        };
                    };
                };
            };
            /** @description E_FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_FORBIDDEN";
                        };
                    };
                };
            };
            /** @description error_device_not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "error_device_not_found";
                        };
                    };
                };
            };
            /** @description error_not_verified, error_device_already_registered, error_consumer_multiple_found, error_asset_unavailable, error_offer_not_available */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "error_not_verified" | "error_device_already_registered" | "error_consumer_multiple_found" | "error_asset_unavailable" | "error_offer_not_available";
                        };
                    };
                };
            };
            /** @description E_TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_TOO_MANY_REQUESTS";
                        };
                    };
                };
            };
            /** @description A failure of the server (E_INTERNAL, E_UNAVAILABLE, E_STORAGE_UNAVAILABLE): data.error holds the code */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    deviceBurn: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    device: {
                        serialNumber: string;
                    };
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status: {
                            /** @constant */
                            success: true;
                        };
                        data: {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            /** @description E_VALIDATION */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_VALIDATION";
                        };
                    };
                };
            };
            /** @description E_UNAUTHORIZED, E_EXPIRED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_UNAUTHORIZED" | "E_EXPIRED";
                        };
                    };
                };
            };
            /** @description E_FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_FORBIDDEN";
                        };
                    };
                };
            };
            /** @description error_device_not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "error_device_not_found";
                        };
                    };
                };
            };
            /** @description error_device_already_registered */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "error_device_already_registered";
                        };
                    };
                };
            };
            /** @description E_TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_TOO_MANY_REQUESTS";
                        };
                    };
                };
            };
            /** @description A failure of the server (E_INTERNAL, E_UNAVAILABLE, E_STORAGE_UNAVAILABLE): data.error holds the code */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    deviceImport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    _input: {
                        [key: string]: unknown;
                    };
                    "files[]"?: string[];
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status: {
                            /** @constant */
                            success: true;
                        };
                        data: {
                            imported: number;
                            skipped: number;
                        };
                    };
                };
            };
            /** @description E_VALIDATION, E_CSV_INVALID */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_VALIDATION" | "E_CSV_INVALID";
                        };
                    };
                };
            };
            /** @description E_UNAUTHORIZED, E_EXPIRED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_UNAUTHORIZED" | "E_EXPIRED";
                        };
                    };
                };
            };
            /** @description E_FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_FORBIDDEN";
                        };
                    };
                };
            };
            /** @description E_PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_PAYLOAD_TOO_LARGE";
                        };
                    };
                };
            };
            /** @description E_TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_TOO_MANY_REQUESTS";
                        };
                    };
                };
            };
            /** @description A failure of the server (E_INTERNAL, E_UNAVAILABLE, E_STORAGE_UNAVAILABLE): data.error holds the code */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    hostessActions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    since?: string;
                    until?: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status: {
                            /** @constant */
                            success: true;
                        };
                        data: {
                            actions: {
                                uuid: string;
                                id?: string;
                                ident: string;
                                name: string;
                                type: {
                                    /** @enum {string} */
                                    ident: "Standard" | "Horeca";
                                };
                                status: {
                                    global: {
                                        /** @enum {string} */
                                        ident: "editable" | "accepted" | "cancelled" | "started" | "finished" | "hst_cancelled";
                                    };
                                };
                                event: {
                                    uuid: string;
                                    name: string;
                                } | null;
                                territory: {
                                    uuid: string;
                                    ident: string;
                                } | null;
                                area: {
                                    uuid: string;
                                } | null;
                                since: {
                                    date: string;
                                } | null;
                                until: {
                                    date: string;
                                } | null;
                                date?: string;
                                timestart?: string;
                                timeend?: string;
                                actionPoints: unknown;
                                users: unknown;
                                excerpt?: string | null;
                                description?: string | null;
                                startLat?: number | null;
                                startLng?: number | null;
                                startDistance?: number | null;
                                outOfBounds?: boolean | null;
                                finishDistance?: number | null;
                                availabilityOverride?: string | null;
                                points: {
                                    uuid: string;
                                    ident: string;
                                    name: string | null;
                                    address: {
                                        streetAddress: string | null;
                                        streetNumber: string | null;
                                        cityName: string | null;
                                    };
                                    lat?: number | null;
                                    lng?: number | null;
                                }[];
                                eventIdent: string | null;
                                review?: {
                                    /** @enum {string} */
                                    state: "pending" | "accepted" | "fix";
                                    signals: {
                                        /** @enum {string} */
                                        kind: "duplicate_photo" | "photo_time" | "far_start" | "registration_outside_window" | "registration_burst" | "repeat_consumer" | "blurry_photo" | "finished_early";
                                        text: string;
                                        actions?: {
                                            uuid: string;
                                            ident: string;
                                        }[];
                                    }[];
                                    retakes?: {
                                        file?: {
                                            uuid: string;
                                        };
                                        receipt?: {
                                            uuid: string;
                                        };
                                        /** @enum {string} */
                                        ident: "start" | "end" | "receipt";
                                        comment: string | null;
                                    }[];
                                };
                                attendance?: {
                                    /** @enum {string} */
                                    state: "unconfirmed" | "confirmed" | "started_on_time" | "started_late" | "no_show" | "finished" | "finished_early";
                                    confirmed: {
                                        date: string;
                                    } | null;
                                    lateMinutes: number | null;
                                } | null;
                            }[];
                            count: number;
                            checkinRadiusM?: number;
                        };
                    };
                };
            };
            /** @description E_VALIDATION */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_VALIDATION";
                        };
                    };
                };
            };
            /** @description E_UNAUTHORIZED, E_EXPIRED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_UNAUTHORIZED" | "E_EXPIRED";
                        };
                    };
                };
            };
            /** @description E_FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_FORBIDDEN";
                        };
                    };
                };
            };
            /** @description E_TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_TOO_MANY_REQUESTS";
                        };
                    };
                };
            };
            /** @description A failure of the server (E_INTERNAL, E_UNAVAILABLE, E_STORAGE_UNAVAILABLE): data.error holds the code */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    actionStart: {
        parameters: {
            query?: never;
            header?: {
                /** @description A repeat with the same key (by the same user) answers the first result. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    _input: {
                        action: {
                            uuid: string;
                        };
                        position: {
                            lat: number;
                            lng: number;
                            accuracy?: number;
                        };
                    };
                    "files[]"?: string[];
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status: {
                            /** @constant */
                            success: true;
                        };
                        data: {
                            uuid: string;
                            id?: string;
                            ident: string;
                            name: string;
                            type: {
                                /** @enum {string} */
                                ident: "Standard" | "Horeca";
                            };
                            status: {
                                global: {
                                    /** @enum {string} */
                                    ident: "editable" | "accepted" | "cancelled" | "started" | "finished" | "hst_cancelled";
                                };
                            };
                            event: {
                                uuid: string;
                                name: string;
                            } | null;
                            territory: {
                                uuid: string;
                                ident: string;
                            } | null;
                            area: {
                                uuid: string;
                            } | null;
                            since: {
                                date: string;
                            } | null;
                            until: {
                                date: string;
                            } | null;
                            date?: string;
                            timestart?: string;
                            timeend?: string;
                            actionPoints: unknown;
                            users: unknown;
                            excerpt?: string | null;
                            description?: string | null;
                            startLat?: number | null;
                            startLng?: number | null;
                            startDistance?: number | null;
                            outOfBounds?: boolean | null;
                            finishDistance?: number | null;
                            availabilityOverride?: string | null;
                        };
                    };
                };
            };
            /** @description E_VALIDATION, E_INVALID_FILE */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_VALIDATION" | "E_INVALID_FILE";
                        };
                    };
                };
            };
            /** @description E_UNAUTHORIZED, E_EXPIRED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_UNAUTHORIZED" | "E_EXPIRED";
                        };
                    };
                };
            };
            /** @description E_FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_FORBIDDEN";
                        };
                    };
                };
            };
            /** @description E_CONFLICT */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_CONFLICT";
                        };
                    };
                };
            };
            /** @description E_PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_PAYLOAD_TOO_LARGE";
                        };
                    };
                };
            };
            /** @description E_TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_TOO_MANY_REQUESTS";
                        };
                    };
                };
            };
            /** @description E_STORAGE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_STORAGE_UNAVAILABLE";
                        };
                    };
                };
            };
            /** @description A failure of the server (E_INTERNAL, E_UNAVAILABLE, E_STORAGE_UNAVAILABLE): data.error holds the code */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    actionFinish: {
        parameters: {
            query?: never;
            header?: {
                /** @description A repeat with the same key (by the same user) answers the first result. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    _input: {
                        action: {
                            uuid: string;
                        };
                        poll: {
                            chechboxes: string[];
                            text: string | null;
                        };
                        position?: {
                            lat: number;
                            lng: number;
                            accuracy?: number;
                        };
                    };
                    "files[]"?: string[];
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status: {
                            /** @constant */
                            success: true;
                        };
                        data: {
                            uuid: string;
                            id?: string;
                            ident: string;
                            name: string;
                            type: {
                                /** @enum {string} */
                                ident: "Standard" | "Horeca";
                            };
                            status: {
                                global: {
                                    /** @enum {string} */
                                    ident: "editable" | "accepted" | "cancelled" | "started" | "finished" | "hst_cancelled";
                                };
                            };
                            event: {
                                uuid: string;
                                name: string;
                            } | null;
                            territory: {
                                uuid: string;
                                ident: string;
                            } | null;
                            area: {
                                uuid: string;
                            } | null;
                            since: {
                                date: string;
                            } | null;
                            until: {
                                date: string;
                            } | null;
                            date?: string;
                            timestart?: string;
                            timeend?: string;
                            actionPoints: unknown;
                            users: unknown;
                            excerpt?: string | null;
                            description?: string | null;
                            startLat?: number | null;
                            startLng?: number | null;
                            startDistance?: number | null;
                            outOfBounds?: boolean | null;
                            finishDistance?: number | null;
                            availabilityOverride?: string | null;
                        };
                    };
                };
            };
            /** @description E_VALIDATION, E_INVALID_FILE */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_VALIDATION" | "E_INVALID_FILE";
                        };
                    };
                };
            };
            /** @description E_UNAUTHORIZED, E_EXPIRED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_UNAUTHORIZED" | "E_EXPIRED";
                        };
                    };
                };
            };
            /** @description E_FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_FORBIDDEN";
                        };
                    };
                };
            };
            /** @description E_CONFLICT */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_CONFLICT";
                        };
                    };
                };
            };
            /** @description E_PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_PAYLOAD_TOO_LARGE";
                        };
                    };
                };
            };
            /** @description E_TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_TOO_MANY_REQUESTS";
                        };
                    };
                };
            };
            /** @description E_STORAGE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_STORAGE_UNAVAILABLE";
                        };
                    };
                };
            };
            /** @description A failure of the server (E_INTERNAL, E_UNAVAILABLE, E_STORAGE_UNAVAILABLE): data.error holds the code */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    actionRetake: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    _input: {
                        file?: {
                            uuid: string;
                        };
                        receipt?: {
                            uuid: string;
                        };
                    };
                    "files[]"?: string[];
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status: {
                            /** @constant */
                            success: true;
                        };
                        data: {
                            uuid: string;
                            id?: string;
                            ident: string;
                            name: string;
                            type: {
                                /** @enum {string} */
                                ident: "Standard" | "Horeca";
                            };
                            status: {
                                global: {
                                    /** @enum {string} */
                                    ident: "editable" | "accepted" | "cancelled" | "started" | "finished" | "hst_cancelled";
                                };
                            };
                            event: {
                                uuid: string;
                                name: string;
                            } | null;
                            territory: {
                                uuid: string;
                                ident: string;
                            } | null;
                            area: {
                                uuid: string;
                            } | null;
                            since: {
                                date: string;
                            } | null;
                            until: {
                                date: string;
                            } | null;
                            date?: string;
                            timestart?: string;
                            timeend?: string;
                            actionPoints: unknown;
                            users: unknown;
                            excerpt?: string | null;
                            description?: string | null;
                            startLat?: number | null;
                            startLng?: number | null;
                            startDistance?: number | null;
                            outOfBounds?: boolean | null;
                            finishDistance?: number | null;
                            availabilityOverride?: string | null;
                        };
                    };
                };
            };
            /** @description E_VALIDATION, E_INVALID_FILE */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_VALIDATION" | "E_INVALID_FILE";
                        };
                    };
                };
            };
            /** @description E_UNAUTHORIZED, E_EXPIRED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_UNAUTHORIZED" | "E_EXPIRED";
                        };
                    };
                };
            };
            /** @description E_FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_FORBIDDEN";
                        };
                    };
                };
            };
            /** @description E_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_NOT_FOUND";
                        };
                    };
                };
            };
            /** @description E_CONFLICT */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_CONFLICT";
                        };
                    };
                };
            };
            /** @description E_PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_PAYLOAD_TOO_LARGE";
                        };
                    };
                };
            };
            /** @description E_TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_TOO_MANY_REQUESTS";
                        };
                    };
                };
            };
            /** @description E_STORAGE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_STORAGE_UNAVAILABLE";
                        };
                    };
                };
            };
            /** @description A failure of the server (E_INTERNAL, E_UNAVAILABLE, E_STORAGE_UNAVAILABLE): data.error holds the code */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    actionCancel: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    action: {
                        uuid: string;
                    };
                    reason?: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status: {
                            /** @constant */
                            success: true;
                        };
                        data: {
                            uuid: string;
                            id?: string;
                            ident: string;
                            name: string;
                            type: {
                                /** @enum {string} */
                                ident: "Standard" | "Horeca";
                            };
                            status: {
                                global: {
                                    /** @enum {string} */
                                    ident: "editable" | "accepted" | "cancelled" | "started" | "finished" | "hst_cancelled";
                                };
                            };
                            event: {
                                uuid: string;
                                name: string;
                            } | null;
                            territory: {
                                uuid: string;
                                ident: string;
                            } | null;
                            area: {
                                uuid: string;
                            } | null;
                            since: {
                                date: string;
                            } | null;
                            until: {
                                date: string;
                            } | null;
                            date?: string;
                            timestart?: string;
                            timeend?: string;
                            actionPoints: unknown;
                            users: unknown;
                            excerpt?: string | null;
                            description?: string | null;
                            startLat?: number | null;
                            startLng?: number | null;
                            startDistance?: number | null;
                            outOfBounds?: boolean | null;
                            finishDistance?: number | null;
                            availabilityOverride?: string | null;
                        };
                    };
                };
            };
            /** @description E_VALIDATION */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_VALIDATION";
                        };
                    };
                };
            };
            /** @description E_UNAUTHORIZED, E_EXPIRED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_UNAUTHORIZED" | "E_EXPIRED";
                        };
                    };
                };
            };
            /** @description E_FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_FORBIDDEN";
                        };
                    };
                };
            };
            /** @description E_CONFLICT */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_CONFLICT";
                        };
                    };
                };
            };
            /** @description E_TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_TOO_MANY_REQUESTS";
                        };
                    };
                };
            };
            /** @description A failure of the server (E_INTERNAL, E_UNAVAILABLE, E_STORAGE_UNAVAILABLE): data.error holds the code */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    actionConfirm: {
        parameters: {
            query?: never;
            header?: {
                /** @description A repeat with the same key (by the same user) answers the first result. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    action: {
                        uuid: string;
                    };
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status: {
                            /** @constant */
                            success: true;
                        };
                        data: {
                            uuid: string;
                            id?: string;
                            ident: string;
                            name: string;
                            type: {
                                /** @enum {string} */
                                ident: "Standard" | "Horeca";
                            };
                            status: {
                                global: {
                                    /** @enum {string} */
                                    ident: "editable" | "accepted" | "cancelled" | "started" | "finished" | "hst_cancelled";
                                };
                            };
                            event: {
                                uuid: string;
                                name: string;
                            } | null;
                            territory: {
                                uuid: string;
                                ident: string;
                            } | null;
                            area: {
                                uuid: string;
                            } | null;
                            since: {
                                date: string;
                            } | null;
                            until: {
                                date: string;
                            } | null;
                            date?: string;
                            timestart?: string;
                            timeend?: string;
                            actionPoints: unknown;
                            users: unknown;
                            excerpt?: string | null;
                            description?: string | null;
                            startLat?: number | null;
                            startLng?: number | null;
                            startDistance?: number | null;
                            outOfBounds?: boolean | null;
                            finishDistance?: number | null;
                            availabilityOverride?: string | null;
                            attendance: {
                                /** @enum {string} */
                                state: "unconfirmed" | "confirmed" | "started_on_time" | "started_late" | "no_show" | "finished" | "finished_early";
                                confirmed: {
                                    date: string;
                                } | null;
                                lateMinutes: number | null;
                            } | null;
                        };
                    };
                };
            };
            /** @description E_VALIDATION */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_VALIDATION";
                        };
                    };
                };
            };
            /** @description E_UNAUTHORIZED, E_EXPIRED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_UNAUTHORIZED" | "E_EXPIRED";
                        };
                    };
                };
            };
            /** @description E_FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_FORBIDDEN";
                        };
                    };
                };
            };
            /** @description E_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_NOT_FOUND";
                        };
                    };
                };
            };
            /** @description E_CONFLICT */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_CONFLICT";
                        };
                    };
                };
            };
            /** @description E_TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_TOO_MANY_REQUESTS";
                        };
                    };
                };
            };
            /** @description A failure of the server (E_INTERNAL, E_UNAVAILABLE, E_STORAGE_UNAVAILABLE): data.error holds the code */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    availabilityList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    user?: {
                        uuid: string;
                    };
                    since: string;
                    until: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status: {
                            /** @constant */
                            success: true;
                        };
                        data: {
                            since: {
                                date: string;
                            };
                            until: {
                                date: string;
                            };
                            uuid?: string;
                        }[];
                    };
                };
            };
            /** @description E_VALIDATION */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_VALIDATION";
                        };
                    };
                };
            };
            /** @description E_UNAUTHORIZED, E_EXPIRED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_UNAUTHORIZED" | "E_EXPIRED";
                        };
                    };
                };
            };
            /** @description E_FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_FORBIDDEN";
                        };
                    };
                };
            };
            /** @description E_TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_TOO_MANY_REQUESTS";
                        };
                    };
                };
            };
            /** @description A failure of the server (E_INTERNAL, E_UNAVAILABLE, E_STORAGE_UNAVAILABLE): data.error holds the code */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    availabilitySave: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    user?: {
                        uuid: string;
                    };
                    day: string;
                    availability: {
                        since: {
                            date: string;
                        };
                        until: {
                            date: string;
                        };
                    }[];
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status: {
                            /** @constant */
                            success: true;
                        };
                        data: {
                            since: {
                                date: string;
                            };
                            until: {
                                date: string;
                            };
                            uuid?: string;
                        }[];
                    };
                };
            };
            /** @description E_VALIDATION */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_VALIDATION";
                        };
                    };
                };
            };
            /** @description E_UNAUTHORIZED, E_EXPIRED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_UNAUTHORIZED" | "E_EXPIRED";
                        };
                    };
                };
            };
            /** @description E_FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_FORBIDDEN";
                        };
                    };
                };
            };
            /** @description E_TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_TOO_MANY_REQUESTS";
                        };
                    };
                };
            };
            /** @description A failure of the server (E_INTERNAL, E_UNAVAILABLE, E_STORAGE_UNAVAILABLE): data.error holds the code */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    codeList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    event?: {
                        uuid: string;
                    };
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status: {
                            /** @constant */
                            success: true;
                        };
                        data: {
                            name: string;
                            sum: number;
                            released: number;
                            assigned: number;
                            available: number;
                            event: {
                                uuid: string;
                                ident: string;
                                name: string;
                            };
                            groups: {
                                name: string;
                                sum: number;
                                released: number;
                                assigned: number;
                                available: number;
                            }[];
                        }[];
                    };
                };
            };
            /** @description E_VALIDATION */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_VALIDATION";
                        };
                    };
                };
            };
            /** @description E_UNAUTHORIZED, E_EXPIRED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_UNAUTHORIZED" | "E_EXPIRED";
                        };
                    };
                };
            };
            /** @description E_FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_FORBIDDEN";
                        };
                    };
                };
            };
            /** @description E_TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_TOO_MANY_REQUESTS";
                        };
                    };
                };
            };
            /** @description A failure of the server (E_INTERNAL, E_UNAVAILABLE, E_STORAGE_UNAVAILABLE): data.error holds the code */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    codeImport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    _input: {
                        [key: string]: unknown;
                    };
                    "files[]"?: string[];
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status: {
                            /** @constant */
                            success: true;
                        };
                        data: {
                            imported: number;
                            skipped: number;
                        };
                    };
                };
            };
            /** @description E_VALIDATION, E_CSV_INVALID */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_VALIDATION" | "E_CSV_INVALID";
                        };
                    };
                };
            };
            /** @description E_UNAUTHORIZED, E_EXPIRED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_UNAUTHORIZED" | "E_EXPIRED";
                        };
                    };
                };
            };
            /** @description E_FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_FORBIDDEN";
                        };
                    };
                };
            };
            /** @description E_PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_PAYLOAD_TOO_LARGE";
                        };
                    };
                };
            };
            /** @description E_TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_TOO_MANY_REQUESTS";
                        };
                    };
                };
            };
            /** @description A failure of the server (E_INTERNAL, E_UNAVAILABLE, E_STORAGE_UNAVAILABLE): data.error holds the code */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    codeExport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    event?: {
                        uuid: string;
                    };
                };
            };
        };
        responses: {
            /** @description The file */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/octet-stream": string;
                };
            };
            /** @description E_VALIDATION */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_VALIDATION";
                        };
                    };
                };
            };
            /** @description E_UNAUTHORIZED, E_EXPIRED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_UNAUTHORIZED" | "E_EXPIRED";
                        };
                    };
                };
            };
            /** @description E_FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_FORBIDDEN";
                        };
                    };
                };
            };
            /** @description E_TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_TOO_MANY_REQUESTS";
                        };
                    };
                };
            };
            /** @description A failure of the server (E_INTERNAL, E_UNAVAILABLE, E_STORAGE_UNAVAILABLE): data.error holds the code */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    consentRecord: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status: {
                            /** @constant */
                            success: true;
                        };
                        data: {
                            brand: string;
                            registeredAt: string;
                            consents: {
                                purpose: string;
                                value: boolean;
                                textVersion: string;
                                recordedAt: string;
                                withdrawable: boolean;
                                withdrawnAt: string | null;
                            }[];
                        };
                    };
                };
            };
            /** @description E_VALIDATION */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_VALIDATION";
                        };
                    };
                };
            };
            /** @description E_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_NOT_FOUND";
                        };
                    };
                };
            };
            /** @description E_TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_TOO_MANY_REQUESTS";
                        };
                    };
                };
            };
            /** @description A failure of the server (E_INTERNAL, E_UNAVAILABLE, E_STORAGE_UNAVAILABLE): data.error holds the code */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    consentWithdraw: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token: string;
                    purposes: ("newsletterCommercialAuthorization" | "externalCompaniesAuthorization" | "mobileOptIn" | "socialMediaOptIn" | "hypercareOptIn")[];
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status: {
                            /** @constant */
                            success: true;
                        };
                        data: {
                            brand: string;
                            registeredAt: string;
                            consents: {
                                purpose: string;
                                value: boolean;
                                textVersion: string;
                                recordedAt: string;
                                withdrawable: boolean;
                                withdrawnAt: string | null;
                            }[];
                        };
                    };
                };
            };
            /** @description E_VALIDATION */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_VALIDATION";
                        };
                    };
                };
            };
            /** @description E_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_NOT_FOUND";
                        };
                    };
                };
            };
            /** @description E_TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_TOO_MANY_REQUESTS";
                        };
                    };
                };
            };
            /** @description A failure of the server (E_INTERNAL, E_UNAVAILABLE, E_STORAGE_UNAVAILABLE): data.error holds the code */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    consentHistory: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    consumer: {
                        emailAddress?: string;
                        mobileNumber?: string;
                    };
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status: {
                            /** @constant */
                            success: true;
                        };
                        data: {
                            events: {
                                /** @enum {string} */
                                kind: "consent" | "withdrawal";
                                purpose: string;
                                value: boolean;
                                at: string;
                                textVersion: string | null;
                                registration: string | null;
                                brand: string | null;
                                pointIdent: string | null;
                            }[];
                        };
                    };
                };
            };
            /** @description E_VALIDATION */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_VALIDATION";
                        };
                    };
                };
            };
            /** @description E_UNAUTHORIZED, E_EXPIRED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_UNAUTHORIZED" | "E_EXPIRED";
                        };
                    };
                };
            };
            /** @description E_FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_FORBIDDEN";
                        };
                    };
                };
            };
            /** @description E_TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_TOO_MANY_REQUESTS";
                        };
                    };
                };
            };
            /** @description A failure of the server (E_INTERNAL, E_UNAVAILABLE, E_STORAGE_UNAVAILABLE): data.error holds the code */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    consentErase: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    consumer: {
                        emailAddress?: string;
                        mobileNumber?: string;
                    };
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status: {
                            /** @constant */
                            success: true;
                        };
                        data: {
                            erased: number;
                        };
                    };
                };
            };
            /** @description E_VALIDATION */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_VALIDATION";
                        };
                    };
                };
            };
            /** @description E_UNAUTHORIZED, E_EXPIRED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_UNAUTHORIZED" | "E_EXPIRED";
                        };
                    };
                };
            };
            /** @description E_FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_FORBIDDEN";
                        };
                    };
                };
            };
            /** @description E_TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_TOO_MANY_REQUESTS";
                        };
                    };
                };
            };
            /** @description A failure of the server (E_INTERNAL, E_UNAVAILABLE, E_STORAGE_UNAVAILABLE): data.error holds the code */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    jobQueues: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status: {
                            /** @constant */
                            success: true;
                        };
                        data: {
                            queues: {
                                name: string;
                                waiting: number;
                                active: number;
                                failed: number;
                                completed: number;
                            }[];
                        };
                    };
                };
            };
            /** @description E_VALIDATION */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_VALIDATION";
                        };
                    };
                };
            };
            /** @description E_UNAUTHORIZED, E_EXPIRED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_UNAUTHORIZED" | "E_EXPIRED";
                        };
                    };
                };
            };
            /** @description E_FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_FORBIDDEN";
                        };
                    };
                };
            };
            /** @description E_TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_TOO_MANY_REQUESTS";
                        };
                    };
                };
            };
            /** @description A failure of the server (E_INTERNAL, E_UNAVAILABLE, E_STORAGE_UNAVAILABLE): data.error holds the code */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    planPreview: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    plan: {
                        event: {
                            uuid: string;
                        };
                        points: {
                            uuid: string;
                        }[];
                        dates: string[] | {
                            since: string;
                            until: string;
                            weekdays: number[];
                        };
                        hours: {
                            start: string;
                            end: string;
                        } | {
                            [key: string]: {
                                start: string;
                                end: string;
                            };
                        };
                        type: {
                            /** @enum {string} */
                            ident: "Standard" | "Horeca";
                        };
                        name: string;
                        availabilityOverride?: string | null;
                    };
                    fixed?: {
                        index: number;
                        user: {
                            uuid: string;
                        } | null;
                    }[];
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status: {
                            /** @constant */
                            success: true;
                        };
                        data: {
                            actions: {
                                point: {
                                    uuid: string;
                                };
                                since: {
                                    date: string;
                                };
                                until: {
                                    date: string;
                                };
                                user: {
                                    uuid: string;
                                    firstname: string;
                                    lastname: string;
                                } | null;
                                name: string;
                                why: string;
                            }[];
                            stats: {
                                total: number;
                                staffed: number;
                                km: number;
                                perHostess: {
                                    uuid: string;
                                    actions: number;
                                }[];
                            };
                        };
                    };
                };
            };
            /** @description E_VALIDATION */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_VALIDATION";
                        };
                    };
                };
            };
            /** @description E_UNAUTHORIZED, E_EXPIRED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_UNAUTHORIZED" | "E_EXPIRED";
                        };
                    };
                };
            };
            /** @description E_FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_FORBIDDEN";
                        };
                    };
                };
            };
            /** @description E_ACTION_POINT_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_ACTION_POINT_NOT_FOUND";
                        };
                    };
                };
            };
            /** @description E_TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_TOO_MANY_REQUESTS";
                        };
                    };
                };
            };
            /** @description A failure of the server (E_INTERNAL, E_UNAVAILABLE, E_STORAGE_UNAVAILABLE): data.error holds the code */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    planCommit: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    plan: {
                        event: {
                            uuid: string;
                        };
                        points: {
                            uuid: string;
                        }[];
                        dates: string[] | {
                            since: string;
                            until: string;
                            weekdays: number[];
                        };
                        hours: {
                            start: string;
                            end: string;
                        } | {
                            [key: string]: {
                                start: string;
                                end: string;
                            };
                        };
                        type: {
                            /** @enum {string} */
                            ident: "Standard" | "Horeca";
                        };
                        name: string;
                        availabilityOverride?: string | null;
                    };
                    actions: {
                        point: {
                            uuid: string;
                        };
                        since: {
                            date: string;
                        };
                        until: {
                            date: string;
                        };
                        user: {
                            uuid: string;
                        } | null;
                    }[];
                    /** @enum {string} */
                    status: "editable" | "accepted";
                    /** @enum {string} */
                    mode: "all" | "skip";
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status: {
                            /** @constant */
                            success: true;
                        };
                        data: {
                            created: {
                                uuid: string;
                                ident: string;
                            }[];
                            refused: {
                                index: number;
                                error: string;
                                text: string;
                            }[];
                        };
                    };
                };
            };
            /** @description E_VALIDATION */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_VALIDATION";
                        };
                    };
                };
            };
            /** @description E_UNAUTHORIZED, E_EXPIRED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_UNAUTHORIZED" | "E_EXPIRED";
                        };
                    };
                };
            };
            /** @description E_FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_FORBIDDEN";
                        };
                    };
                };
            };
            /** @description E_TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_TOO_MANY_REQUESTS";
                        };
                    };
                };
            };
            /** @description A failure of the server (E_INTERNAL, E_UNAVAILABLE, E_STORAGE_UNAVAILABLE): data.error holds the code */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    actionBulk: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    actions: {
                        uuids: string[];
                    };
                    set: {
                        status?: {
                            /** @enum {string} */
                            ident: "editable" | "accepted" | "cancelled";
                        };
                        user?: {
                            uuid: string;
                        };
                        shift?: {
                            days: number;
                            minutes: number;
                        };
                        availabilityOverride?: string | null;
                    };
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status: {
                            /** @constant */
                            success: true;
                        };
                        data: {
                            results: {
                                uuid: string;
                                ok: boolean;
                                error?: string;
                                text?: string;
                            }[];
                        };
                    };
                };
            };
            /** @description E_VALIDATION */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_VALIDATION";
                        };
                    };
                };
            };
            /** @description E_UNAUTHORIZED, E_EXPIRED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_UNAUTHORIZED" | "E_EXPIRED";
                        };
                    };
                };
            };
            /** @description E_FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_FORBIDDEN";
                        };
                    };
                };
            };
            /** @description E_TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_TOO_MANY_REQUESTS";
                        };
                    };
                };
            };
            /** @description A failure of the server (E_INTERNAL, E_UNAVAILABLE, E_STORAGE_UNAVAILABLE): data.error holds the code */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    planTemplateSave: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    template: {
                        name: string;
                        plan: {
                            event: {
                                uuid: string;
                            };
                            points: {
                                uuid: string;
                            }[];
                            hours: {
                                start: string;
                                end: string;
                            } | {
                                [key: string]: {
                                    start: string;
                                    end: string;
                                };
                            };
                            type: {
                                /** @enum {string} */
                                ident: "Standard" | "Horeca";
                            };
                            name: string;
                            weekdays: number[];
                        };
                    };
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status: {
                            /** @constant */
                            success: true;
                        };
                        data: {
                            uuid: string;
                            name: string;
                            plan: {
                                event: {
                                    uuid: string;
                                };
                                points: {
                                    uuid: string;
                                }[];
                                hours: {
                                    start: string;
                                    end: string;
                                } | {
                                    [key: string]: {
                                        start: string;
                                        end: string;
                                    };
                                };
                                type: {
                                    /** @enum {string} */
                                    ident: "Standard" | "Horeca";
                                };
                                name: string;
                                weekdays: number[];
                            };
                            created: {
                                date: string;
                            };
                        };
                    };
                };
            };
            /** @description E_VALIDATION */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_VALIDATION";
                        };
                    };
                };
            };
            /** @description E_UNAUTHORIZED, E_EXPIRED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_UNAUTHORIZED" | "E_EXPIRED";
                        };
                    };
                };
            };
            /** @description E_FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_FORBIDDEN";
                        };
                    };
                };
            };
            /** @description E_ACTION_POINT_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_ACTION_POINT_NOT_FOUND";
                        };
                    };
                };
            };
            /** @description E_TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_TOO_MANY_REQUESTS";
                        };
                    };
                };
            };
            /** @description A failure of the server (E_INTERNAL, E_UNAVAILABLE, E_STORAGE_UNAVAILABLE): data.error holds the code */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    planTemplateList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status: {
                            /** @constant */
                            success: true;
                        };
                        data: {
                            uuid: string;
                            name: string;
                            plan: {
                                event: {
                                    uuid: string;
                                };
                                points: {
                                    uuid: string;
                                }[];
                                hours: {
                                    start: string;
                                    end: string;
                                } | {
                                    [key: string]: {
                                        start: string;
                                        end: string;
                                    };
                                };
                                type: {
                                    /** @enum {string} */
                                    ident: "Standard" | "Horeca";
                                };
                                name: string;
                                weekdays: number[];
                            };
                            created: {
                                date: string;
                            };
                        }[];
                    };
                };
            };
            /** @description E_VALIDATION */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_VALIDATION";
                        };
                    };
                };
            };
            /** @description E_UNAUTHORIZED, E_EXPIRED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_UNAUTHORIZED" | "E_EXPIRED";
                        };
                    };
                };
            };
            /** @description E_FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_FORBIDDEN";
                        };
                    };
                };
            };
            /** @description E_TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_TOO_MANY_REQUESTS";
                        };
                    };
                };
            };
            /** @description A failure of the server (E_INTERNAL, E_UNAVAILABLE, E_STORAGE_UNAVAILABLE): data.error holds the code */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    planTemplateApply: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    template: {
                        uuid: string;
                    };
                    dates: {
                        since: string;
                        until: string;
                    };
                    availabilityOverride?: string | null;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status: {
                            /** @constant */
                            success: true;
                        };
                        data: {
                            actions: {
                                point: {
                                    uuid: string;
                                };
                                since: {
                                    date: string;
                                };
                                until: {
                                    date: string;
                                };
                                user: {
                                    uuid: string;
                                    firstname: string;
                                    lastname: string;
                                } | null;
                                name: string;
                                why: string;
                            }[];
                            stats: {
                                total: number;
                                staffed: number;
                                km: number;
                                perHostess: {
                                    uuid: string;
                                    actions: number;
                                }[];
                            };
                            plan: {
                                event: {
                                    uuid: string;
                                };
                                points: {
                                    uuid: string;
                                }[];
                                dates: string[] | {
                                    since: string;
                                    until: string;
                                    weekdays: number[];
                                };
                                hours: {
                                    start: string;
                                    end: string;
                                } | {
                                    [key: string]: {
                                        start: string;
                                        end: string;
                                    };
                                };
                                type: {
                                    /** @enum {string} */
                                    ident: "Standard" | "Horeca";
                                };
                                name: string;
                                availabilityOverride?: string | null;
                            };
                        };
                    };
                };
            };
            /** @description E_VALIDATION */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_VALIDATION";
                        };
                    };
                };
            };
            /** @description E_UNAUTHORIZED, E_EXPIRED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_UNAUTHORIZED" | "E_EXPIRED";
                        };
                    };
                };
            };
            /** @description E_FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_FORBIDDEN";
                        };
                    };
                };
            };
            /** @description E_TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_TOO_MANY_REQUESTS";
                        };
                    };
                };
            };
            /** @description A failure of the server (E_INTERNAL, E_UNAVAILABLE, E_STORAGE_UNAVAILABLE): data.error holds the code */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    dashboardSummary: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    since: string;
                    until: string;
                    events?: {
                        uuids: string[];
                    };
                    territories?: {
                        uuids: string[];
                    };
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status: {
                            /** @constant */
                            success: true;
                        };
                        data: {
                            since: string;
                            until: string;
                            actions: {
                                planned: number;
                                startedOnTime: number;
                                startedLate: number;
                                noShow: number;
                                finished: number;
                                finishedEarly: number;
                                cancelled: number;
                                hostessCancelled: number;
                                byDay: {
                                    planned: number;
                                    startedOnTime: number;
                                    startedLate: number;
                                    noShow: number;
                                    finished: number;
                                    finishedEarly: number;
                                    cancelled: number;
                                    hostessCancelled: number;
                                    date: string;
                                }[];
                                byTerritory: {
                                    planned: number;
                                    startedOnTime: number;
                                    startedLate: number;
                                    noShow: number;
                                    finished: number;
                                    finishedEarly: number;
                                    cancelled: number;
                                    hostessCancelled: number;
                                    uuid: string | null;
                                }[];
                                byEvent: {
                                    planned: number;
                                    startedOnTime: number;
                                    startedLate: number;
                                    noShow: number;
                                    finished: number;
                                    finishedEarly: number;
                                    cancelled: number;
                                    hostessCancelled: number;
                                    uuid: string | null;
                                }[];
                            };
                            registrations: {
                                total: number;
                                newConsumers: number;
                                knownConsumers: number;
                                byOffer: {
                                    Glo: number;
                                    Glo_HUTD: number;
                                    Vuse: number;
                                    Velo: number;
                                    Neo: number;
                                    InspirationClub: number;
                                };
                                byDay: {
                                    date: string;
                                    count: number;
                                }[];
                                byHour: {
                                    hour: number;
                                    count: number;
                                }[];
                                perActionHour: number | null;
                            };
                            funnel: {
                                codesSent: number;
                                verified: number;
                                registered: number;
                            };
                            consents: {
                                mobile: {
                                    optedIn: number;
                                    share: number;
                                    withdrawn: number;
                                };
                                socialMedia: {
                                    optedIn: number;
                                    share: number;
                                    withdrawn: number;
                                };
                                newsletter: {
                                    optedIn: number;
                                    share: number;
                                    withdrawn: number;
                                };
                                hypercare: {
                                    optedIn: number;
                                    share: number;
                                    withdrawn: number;
                                };
                                inspirationClub: {
                                    optedIn: number;
                                    share: number;
                                    withdrawn: number;
                                };
                            };
                            review: {
                                photos: {
                                    accepted: number;
                                    toFix: number;
                                    rejected: number;
                                    pending: number;
                                };
                                actionsWithSignals: number;
                            };
                            hostesses: {
                                planned: number;
                                startedOnTime: number;
                                startedLate: number;
                                noShow: number;
                                finished: number;
                                finishedEarly: number;
                                cancelled: number;
                                hostessCancelled: number;
                                uuid: string;
                                name: string;
                                registrations: number;
                            }[];
                            points: {
                                planned: number;
                                startedOnTime: number;
                                startedLate: number;
                                noShow: number;
                                finished: number;
                                finishedEarly: number;
                                cancelled: number;
                                hostessCancelled: number;
                                ident: string;
                                name: string | null;
                                registrations: number;
                            }[];
                        };
                    };
                };
            };
            /** @description E_VALIDATION */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_VALIDATION";
                        };
                    };
                };
            };
            /** @description E_UNAUTHORIZED, E_EXPIRED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_UNAUTHORIZED" | "E_EXPIRED";
                        };
                    };
                };
            };
            /** @description E_FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_FORBIDDEN";
                        };
                    };
                };
            };
            /** @description E_TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_TOO_MANY_REQUESTS";
                        };
                    };
                };
            };
            /** @description A failure of the server (E_INTERNAL, E_UNAVAILABLE, E_STORAGE_UNAVAILABLE): data.error holds the code */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    hostessStats: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status: {
                            /** @constant */
                            success: true;
                        };
                        data: {
                            today: {
                                since: string;
                                until: string;
                                actions: {
                                    planned: number;
                                    startedOnTime: number;
                                    startedLate: number;
                                    noShow: number;
                                    finished: number;
                                    finishedEarly: number;
                                    cancelled: number;
                                    hostessCancelled: number;
                                };
                                registrations: number;
                                byOffer: {
                                    Glo: number;
                                    Glo_HUTD: number;
                                    Vuse: number;
                                    Velo: number;
                                    Neo: number;
                                    InspirationClub: number;
                                };
                            };
                            week: {
                                since: string;
                                until: string;
                                actions: {
                                    planned: number;
                                    startedOnTime: number;
                                    startedLate: number;
                                    noShow: number;
                                    finished: number;
                                    finishedEarly: number;
                                    cancelled: number;
                                    hostessCancelled: number;
                                };
                                registrations: number;
                                byOffer: {
                                    Glo: number;
                                    Glo_HUTD: number;
                                    Vuse: number;
                                    Velo: number;
                                    Neo: number;
                                    InspirationClub: number;
                                };
                            };
                            month: {
                                since: string;
                                until: string;
                                actions: {
                                    planned: number;
                                    startedOnTime: number;
                                    startedLate: number;
                                    noShow: number;
                                    finished: number;
                                    finishedEarly: number;
                                    cancelled: number;
                                    hostessCancelled: number;
                                };
                                registrations: number;
                                byOffer: {
                                    Glo: number;
                                    Glo_HUTD: number;
                                    Vuse: number;
                                    Velo: number;
                                    Neo: number;
                                    InspirationClub: number;
                                };
                            };
                        };
                    };
                };
            };
            /** @description E_VALIDATION */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_VALIDATION";
                        };
                    };
                };
            };
            /** @description E_UNAUTHORIZED, E_EXPIRED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_UNAUTHORIZED" | "E_EXPIRED";
                        };
                    };
                };
            };
            /** @description E_FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_FORBIDDEN";
                        };
                    };
                };
            };
            /** @description E_TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_TOO_MANY_REQUESTS";
                        };
                    };
                };
            };
            /** @description A failure of the server (E_INTERNAL, E_UNAVAILABLE, E_STORAGE_UNAVAILABLE): data.error holds the code */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    reviewDecide: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    items: {
                        file?: {
                            uuid: string;
                        };
                        receipt?: {
                            uuid: string;
                        };
                        /** @enum {string} */
                        decision: "accept" | "reject" | "retake";
                        comment?: string;
                    }[];
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status: {
                            /** @constant */
                            success: true;
                        };
                        data: {
                            actions: {
                                uuid: string;
                                review: {
                                    /** @enum {string} */
                                    state: "pending" | "accepted" | "fix";
                                    signals: {
                                        /** @enum {string} */
                                        kind: "duplicate_photo" | "photo_time" | "far_start" | "registration_outside_window" | "registration_burst" | "repeat_consumer" | "blurry_photo" | "finished_early";
                                        text: string;
                                        actions?: {
                                            uuid: string;
                                            ident: string;
                                        }[];
                                    }[];
                                    retakes?: {
                                        file?: {
                                            uuid: string;
                                        };
                                        receipt?: {
                                            uuid: string;
                                        };
                                        /** @enum {string} */
                                        ident: "start" | "end" | "receipt";
                                        comment: string | null;
                                    }[];
                                };
                            }[];
                        };
                    };
                };
            };
            /** @description E_VALIDATION */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_VALIDATION";
                        };
                    };
                };
            };
            /** @description E_UNAUTHORIZED, E_EXPIRED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_UNAUTHORIZED" | "E_EXPIRED";
                        };
                    };
                };
            };
            /** @description E_FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_FORBIDDEN";
                        };
                    };
                };
            };
            /** @description E_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_NOT_FOUND";
                        };
                    };
                };
            };
            /** @description E_CONFLICT */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_CONFLICT";
                        };
                    };
                };
            };
            /** @description E_TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_TOO_MANY_REQUESTS";
                        };
                    };
                };
            };
            /** @description A failure of the server (E_INTERNAL, E_UNAVAILABLE, E_STORAGE_UNAVAILABLE): data.error holds the code */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    actionHistory: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    action: {
                        uuid: string;
                    };
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status: {
                            /** @constant */
                            success: true;
                        };
                        data: {
                            entries: {
                                at: {
                                    date: string;
                                };
                                who: {
                                    uuid: string;
                                    name: string;
                                } | null;
                                /** @enum {string} */
                                kind: "created" | "changed" | "status" | "assigned" | "unassigned" | "confirmed" | "reminder" | "alert" | "started" | "finished" | "registration" | "review" | "retake";
                                text: string;
                                changes?: {
                                    field: string;
                                    from: string | null;
                                    to: string | null;
                                }[];
                            }[];
                        };
                    };
                };
            };
            /** @description E_VALIDATION */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_VALIDATION";
                        };
                    };
                };
            };
            /** @description E_UNAUTHORIZED, E_EXPIRED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_UNAUTHORIZED" | "E_EXPIRED";
                        };
                    };
                };
            };
            /** @description E_FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_FORBIDDEN";
                        };
                    };
                };
            };
            /** @description E_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_NOT_FOUND";
                        };
                    };
                };
            };
            /** @description E_TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_TOO_MANY_REQUESTS";
                        };
                    };
                };
            };
            /** @description A failure of the server (E_INTERNAL, E_UNAVAILABLE, E_STORAGE_UNAVAILABLE): data.error holds the code */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    calendarFeedCreate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status: {
                            /** @constant */
                            success: true;
                        };
                        data: {
                            /** Format: uri */
                            url: string;
                        };
                    };
                };
            };
            /** @description E_VALIDATION */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_VALIDATION";
                        };
                    };
                };
            };
            /** @description E_UNAUTHORIZED, E_EXPIRED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_UNAUTHORIZED" | "E_EXPIRED";
                        };
                    };
                };
            };
            /** @description E_FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_FORBIDDEN";
                        };
                    };
                };
            };
            /** @description E_TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_TOO_MANY_REQUESTS";
                        };
                    };
                };
            };
            /** @description A failure of the server (E_INTERNAL, E_UNAVAILABLE, E_STORAGE_UNAVAILABLE): data.error holds the code */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    hostessActionIcs: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    action: {
                        uuid: string;
                    };
                };
            };
        };
        responses: {
            /** @description The file */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/octet-stream": string;
                };
            };
            /** @description E_VALIDATION */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_VALIDATION";
                        };
                    };
                };
            };
            /** @description E_UNAUTHORIZED, E_EXPIRED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_UNAUTHORIZED" | "E_EXPIRED";
                        };
                    };
                };
            };
            /** @description E_FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_FORBIDDEN";
                        };
                    };
                };
            };
            /** @description E_TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_TOO_MANY_REQUESTS";
                        };
                    };
                };
            };
            /** @description A failure of the server (E_INTERNAL, E_UNAVAILABLE, E_STORAGE_UNAVAILABLE): data.error holds the code */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    notificationList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    pagination: {
                        /** @default 0 */
                        page?: number;
                        pageSize: number;
                    };
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status: {
                            /** @constant */
                            success: true;
                        };
                        data: {
                            notifications: {
                                uuid: string;
                                /** @enum {string} */
                                kind: "unconfirmed" | "late_start" | "no_show" | "hostess_cancelled" | "finished_early";
                                created: {
                                    date: string;
                                };
                                read: boolean;
                                text: string;
                                action: {
                                    uuid: string;
                                    ident: string;
                                    name: string;
                                    since: {
                                        date: string;
                                    } | null;
                                    until: {
                                        date: string;
                                    } | null;
                                    status: string;
                                    territory: {
                                        uuid: string;
                                    } | null;
                                    points: {
                                        uuid: string;
                                    }[];
                                    users: {
                                        uuid: string;
                                    }[];
                                };
                                hostess: {
                                    uuid: string;
                                    firstname: string;
                                    lastname: string;
                                };
                            }[];
                            unread: number;
                        };
                    };
                };
            };
            /** @description E_VALIDATION */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_VALIDATION";
                        };
                    };
                };
            };
            /** @description E_UNAUTHORIZED, E_EXPIRED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_UNAUTHORIZED" | "E_EXPIRED";
                        };
                    };
                };
            };
            /** @description E_FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_FORBIDDEN";
                        };
                    };
                };
            };
            /** @description E_TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_TOO_MANY_REQUESTS";
                        };
                    };
                };
            };
            /** @description A failure of the server (E_INTERNAL, E_UNAVAILABLE, E_STORAGE_UNAVAILABLE): data.error holds the code */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    notificationRead: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    uuids: string[];
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status: {
                            /** @constant */
                            success: true;
                        };
                        data: {
                            unread: number;
                        };
                    };
                };
            };
            /** @description E_VALIDATION */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_VALIDATION";
                        };
                    };
                };
            };
            /** @description E_UNAUTHORIZED, E_EXPIRED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_UNAUTHORIZED" | "E_EXPIRED";
                        };
                    };
                };
            };
            /** @description E_FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_FORBIDDEN";
                        };
                    };
                };
            };
            /** @description E_TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_TOO_MANY_REQUESTS";
                        };
                    };
                };
            };
            /** @description A failure of the server (E_INTERNAL, E_UNAVAILABLE, E_STORAGE_UNAVAILABLE): data.error holds the code */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    pushKey: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status: {
                            /** @constant */
                            success: true;
                        };
                        data: {
                            publicKey: string | null;
                        };
                    };
                };
            };
            /** @description E_VALIDATION */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_VALIDATION";
                        };
                    };
                };
            };
            /** @description E_UNAUTHORIZED, E_EXPIRED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_UNAUTHORIZED" | "E_EXPIRED";
                        };
                    };
                };
            };
            /** @description E_FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_FORBIDDEN";
                        };
                    };
                };
            };
            /** @description E_TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_TOO_MANY_REQUESTS";
                        };
                    };
                };
            };
            /** @description A failure of the server (E_INTERNAL, E_UNAVAILABLE, E_STORAGE_UNAVAILABLE): data.error holds the code */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    pushSubscribe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    subscription: {
                        /** Format: uri */
                        endpoint: string;
                        keys: {
                            p256dh: string;
                            auth: string;
                        };
                    };
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status: {
                            /** @constant */
                            success: true;
                        };
                        data: Record<string, never>;
                    };
                };
            };
            /** @description E_VALIDATION */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_VALIDATION";
                        };
                    };
                };
            };
            /** @description E_UNAUTHORIZED, E_EXPIRED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_UNAUTHORIZED" | "E_EXPIRED";
                        };
                    };
                };
            };
            /** @description E_FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_FORBIDDEN";
                        };
                    };
                };
            };
            /** @description E_TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_TOO_MANY_REQUESTS";
                        };
                    };
                };
            };
            /** @description A failure of the server (E_INTERNAL, E_UNAVAILABLE, E_STORAGE_UNAVAILABLE): data.error holds the code */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    pushUnsubscribe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uri */
                    endpoint: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status: {
                            /** @constant */
                            success: true;
                        };
                        data: Record<string, never>;
                    };
                };
            };
            /** @description E_VALIDATION */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_VALIDATION";
                        };
                    };
                };
            };
            /** @description E_UNAUTHORIZED, E_EXPIRED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_UNAUTHORIZED" | "E_EXPIRED";
                        };
                    };
                };
            };
            /** @description E_FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_FORBIDDEN";
                        };
                    };
                };
            };
            /** @description E_TOO_MANY_REQUESTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"] & {
                        data: {
                            /** @enum {string} */
                            error: "E_TOO_MANY_REQUESTS";
                        };
                    };
                };
            };
            /** @description A failure of the server (E_INTERNAL, E_UNAVAILABLE, E_STORAGE_UNAVAILABLE): data.error holds the code */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
}
