export const id = 844;
export const ids = [844];
export const modules = {

/***/ 6844:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   proxiedFetch: () => (/* binding */ proxiedFetch)
/* harmony export */ });
/* harmony import */ var _actions_http_client_lib_proxy__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9783);
/* harmony import */ var undici__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6752);
/* harmony import */ var _proxy_failure_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6131);
/**
 * Requests to the service through the runner's proxy (HTTPS_PROXY / HTTP_PROXY / NO_PROXY, either
 * case). Loaded only when a proxy variable is set (transport.ts).
 *
 * The decision is the toolkit's, the one Octokit's requests to GitHub take, so both go the same
 * way on one runner: the scheme's variable (lower case first, as `getProxyUrl` reads them), and
 * its `checkBypass` for `NO_PROXY` (names, `.suffix`, `host:port`, `*`) and loopback hosts, never
 * proxied. The value is read here, so that `host:port` without a scheme is always http://. The connection is undici's `ProxyAgent`: an `https:`
 * service is reached through a CONNECT tunnel, so the proxy sees the host and port, never the key
 * (TLS runs end to end). Plain `http:` is accepted for loopback hosts only (base-url.ts), which
 * are never proxied, so the key is never handed to a proxy in clear.
 */



function proxiedFetch(target, log, env = process.env) {
    // The variable getProxyUrl reads for this scheme, named in messages (never its value: it may
    // carry a password).
    const names = target.protocol === 'https:' ? ['https_proxy', 'HTTPS_PROXY'] : ['http_proxy', 'HTTP_PROXY'];
    const variable = names.find((name) => env[name]);
    if (!variable || (0,_actions_http_client_lib_proxy__WEBPACK_IMPORTED_MODULE_0__/* .checkBypass */ .H)(target)) {
        log.debug(`Requests to ${target.host} go direct (NO_PROXY, a loopback host, or no proxy for ${target.protocol}).`);
        return globalThis.fetch;
    }
    let proxy;
    try {
        // `host:port` without a scheme is an http:// proxy, as curl reads it. (The toolkit's parse
        // takes `proxy.internal:3128` for a URL of scheme `proxy.internal:`, yet `10.0.0.1:3128` for
        // an http:// proxy.)
        const value = (env[variable] ?? '').trim();
        proxy = new URL(/^[a-z][a-z\d+.-]*:\/\//i.test(value) ? value : `http://${value}`);
    }
    catch {
        proxy = undefined;
    }
    // The toolkit goes direct when the value does not parse; a runner that names a proxy means
    // its requests to go through it, so an unusable value is said, not ignored.
    if (!proxy || !['http:', 'https:'].includes(proxy.protocol) || !proxy.hostname) {
        throw new _proxy_failure_js__WEBPACK_IMPORTED_MODULE_2__/* .ProxyFailure */ .N(`${variable} is not a proxy URL this action can use; expected http://host:port or https://host:port, with an optional user:password@.`, { variable });
    }
    const proxyHost = proxy.host;
    // Only the proxy's host is shown: its URL may carry a user and password.
    log.debug(`Requests to ${target.host} go through the proxy at ${proxyHost} (${variable}).`);
    // undici reads the user and password of the URL into a Proxy-Authorization header itself, and
    // refuses a URL with a path, query or fragment, which a proxy URL has no use for: curl and the
    // toolkit ignore them, and so does this (scheme, user, password, host and port are kept).
    const uri = new URL(proxy.origin);
    uri.username = proxy.username;
    uri.password = proxy.password;
    const dispatcher = new undici__WEBPACK_IMPORTED_MODULE_1__/* .ProxyAgent */ .kT({ uri: uri.href });
    // undici's own fetch: the runtime's fetch is a different undici build, whose dispatcher
    // interface need not match this one (the toolkit's Octokit pairs them the same way).
    return (async (input, init) => {
        try {
            return await (0,undici__WEBPACK_IMPORTED_MODULE_1__/* .fetch */ .hd)(input, { ...init, dispatcher });
        }
        catch (error) {
            // undici says a refused CONNECT only in its message; the request never left the proxy.
            const refused = /Proxy response \((\d{3})\) !== 200/.exec(causeMessages(error));
            if (refused) {
                throw new _proxy_failure_js__WEBPACK_IMPORTED_MODULE_2__/* .ProxyFailure */ .N(`The proxy at ${proxyHost} refused the tunnel to ${target.host} with HTTP ${refused[1]}${refused[1] === '407' ? ' (it wants credentials: user:password@ in ' + variable + ')' : ''}.`, { variable, proxyHost, refusedStatus: Number(refused[1]) });
            }
            // Other failures keep their error codes (the client reads them) and learn the proxy's host.
            if (error && typeof error === 'object')
                Object.assign(error, { proxyHost });
            throw error;
        }
    });
}
/** The messages of an error and its causes, joined: undici wraps the socket's error. */
function causeMessages(error) {
    const messages = [];
    let current = error;
    for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
        const e = current;
        if (typeof e.message === 'string')
            messages.push(e.message);
        current = e.cause;
    }
    return messages.join(' | ');
}


/***/ })

};

//# sourceMappingURL=844.index.js.map