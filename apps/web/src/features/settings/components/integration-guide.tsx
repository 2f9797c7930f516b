import { operationRoutes } from '@portal/contract/routes';
import { useRef, type ReactNode } from 'react';
import { useScrollFocusable } from '@/components/ui/use-scroll-focusable';

function Code({ children }: { children: ReactNode }) {
  return <code className="rounded bg-muted px-1 py-0.5 font-mono text-xs break-words">{children}</code>;
}

function Block({ label, children }: { label: string; children: string }) {
  const box = useRef<HTMLPreElement>(null);
  return (
    <pre ref={box} tabIndex={useScrollFocusable(box)} aria-label={label} className="overflow-x-auto rounded-md border bg-muted/50 p-3 font-mono text-xs leading-relaxed whitespace-pre outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50">
      {children}
    </pre>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-2">
      <h4 className="text-sm font-semibold">{title}</h4>
      {children}
    </section>
  );
}

const envelopeExample = `{ "success": true, "message": "Category added successfully!", "data": { "id": 7, ... } }
{ "success": false, "message": "name: name is required", "code": "VALIDATION_FAILED",
  "errors": [{ "field": "name", "message": "name is required" }] }`;

/** How another program talks to this API: API keys, sign-in, the two auth schemes, the envelope, pagination and a curl example. */
export function IntegrationGuide({ publicUrl }: { publicUrl: string | undefined }) {
  const base = publicUrl ?? window.location.origin;
  const curlExample = `# With an API key (the API keys tab): send it on every call
curl -s '${base}${operationRoutes.listProjects.path}?page=1&page_size=10' \\
  -H "Authorization: Bearer $API_KEY"

# Or sign in as a person: the answer carries a token (Token or Bearer)
curl -s -X POST ${base}${operationRoutes.login.path} \\
  -H 'Content-Type: application/json' \\
  -d '{"email": "you@example.com", "password": "your password"}'
curl -s '${base}${operationRoutes.listProjects.path}' -H "Authorization: Token $TOKEN"`;

  return (
    <div className="flex flex-col gap-5 text-sm">
      <Section title="API keys">
        <p>
          Give each program its own API key, made on the API keys tab and shown once. Send it on every call as <Code>Authorization: Bearer &lt;key&gt;</Code>. A key
          acts as staff, never as the owner: scope <Code>staff</Code> may do what staff may, scope <Code>read</Code> only make GET calls, and owner-only calls
          answer 403. Each key may make a limited number of calls a minute (600 unless the server's <Code>API_KEY_RATE_LIMIT</Code> says otherwise); past
          it the answer is 429 with <Code>Retry-After</Code>, the seconds to wait. A revoked key answers 401.
        </p>
      </Section>
      <Section title="Signing in as a person">
        <p>
          Sign in with <Code>POST {operationRoutes.login.path}</Code> and an email and password; the answer holds a <Code>token</Code>. Send it on every call as{' '}
          <Code>Authorization: Token &lt;key&gt;</Code> or, equally, <Code>Authorization: Bearer &lt;key&gt;</Code>. Tokens expire after a while
          and <Code>POST {operationRoutes.logout.path}</Code> revokes one at once. A call answers only what that account may see.
        </p>
      </Section>
      <Section title="Answers">
        <p>
          Every answer is JSON in one envelope: <Code>success</Code>, an optional <Code>message</Code> and the <Code>data</Code>. A failure has{' '}
          <Code>success: false</Code>, a <Code>message</Code> naming the field, a stable <Code>code</Code> and sometimes <Code>errors</Code>, with
          status 400, 401, 403, 404, 409, 413 or 429.
        </p>
        <Block label="Envelope example">{envelopeExample}</Block>
      </Section>
      <Section title="Pagination">
        <p>
          Lists answer every row unless asked for a <Code>page</Code>; then they answer that page, <Code>page_size</Code> rows of it (10 by default, 100 at
          most), and <Code>pagination</Code> with <Code>page</Code>, <Code>page_size</Code> and <Code>total</Code>. Most lists also take{' '}
          <Code>search</Code>.
        </p>
      </Section>
      <Section title="Example">
        <Block label="curl example">{curlExample}</Block>
        <p className="text-muted-foreground">
          The full description is the OpenAPI document at{' '}
          <a href="/api/docs" target="_blank" rel="noreferrer" className="font-medium text-primary underline-offset-4 hover:underline">
            {base}/api/docs
          </a>
          .
        </p>
      </Section>
    </div>
  );
}
