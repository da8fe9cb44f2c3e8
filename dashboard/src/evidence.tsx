// Evidence packets: list, download (the packet exactly as stored, which `svc evidence
// verify` accepts), and the command that verifies a downloaded one offline.
import { useState } from 'preact/hooks';
import { ApiError, gql } from './api';
import { type PageProps, Status, useQuery, when } from './util';

interface Packet {
  id: string;
  type: string;
  generatedAt: string;
}

const LIST = `{ dpdpEvidencePackets(first: 100) { totalCount nodes { id type generatedAt } } evidencePublicKey { keyId algorithm } }`;

export const verifyCommand = (id: string, keyId: string) => `npx svc evidence verify ${id}.json --key-id ${keyId}`;

export function Evidence({ apiKey }: PageProps) {
  const { data, error, loading } = useQuery<{ dpdpEvidencePackets: { totalCount: number; nodes: Packet[] }; evidencePublicKey: { keyId: string; algorithm: string } }>(apiKey, LIST, {});
  const [message, setMessage] = useState('');
  const download = async (p: Packet) => {
    try {
      const { dpdpEvidence } = await gql<{ dpdpEvidence: { packet: unknown } }>(apiKey, 'query P($id: ID!) { dpdpEvidence(id: $id) { packet } }', { id: p.id });
      const url = URL.createObjectURL(new Blob([JSON.stringify(dpdpEvidence.packet, null, 2) + '\n'], { type: 'application/json' }));
      const a = document.createElement('a');
      a.href = url;
      a.download = `${p.id}.json`;
      document.body.append(a);
      a.click();
      a.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
      setMessage(`Downloaded ${p.id}.json`);
    } catch (err) {
      setMessage(err instanceof ApiError ? err.message : String(err));
    }
  };
  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      setMessage('Command copied');
    } catch {
      setMessage('Copy failed: select the command and copy it');
    }
  };
  const packets = data?.dpdpEvidencePackets.nodes ?? [];
  const keyId = data?.evidencePublicKey.keyId ?? '';
  return (
    <section aria-labelledby="evidence-h">
      <h1 id="evidence-h">Evidence packets</h1>
      <Status error={error} loading={loading && !data} />
      {data && (
        <p class="small">
          Packets are signed with {data.evidencePublicKey.algorithm} key <code data-testid="key-id">{keyId}</code>. Pin it when you verify: a packet naming another key was not
          signed by this server. Verification needs no network and no database.
        </p>
      )}
      <p class="sr-only" aria-live="polite">{message}</p>
      {data && packets.length === 0 && <p class="muted">No packets yet (POST /svc/v1/compliance/dpdp/evidence, pro plan and above).</p>}
      {packets.length > 0 && (
        <table class="grid" aria-label="Evidence packets">
          <thead><tr><th scope="col">Packet</th><th scope="col">Type</th><th scope="col">Generated</th><th scope="col">Download</th><th scope="col">Verify offline</th></tr></thead>
          <tbody>
            {packets.map((p) => {
              const cmd = verifyCommand(p.id, keyId);
              return (
                <tr key={p.id}>
                  <td><code>{p.id}</code></td>
                  <td>{p.type}</td>
                  <td class="small">{when(p.generatedAt)}</td>
                  <td><button type="button" onClick={() => download(p)} aria-label={`Download ${p.id}.json`}>Download</button></td>
                  <td>
                    <div class="cmd">
                      <code data-testid="verify-cmd">{cmd}</code>
                      <button type="button" class="secondary small" onClick={() => copy(cmd)} aria-label={`Copy the verify command for ${p.id}`}>Copy</button>
                    </div>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      <p class="muted small">Exit codes: 0 valid, 1 tampered, 3 valid signature but the key not pinned. See docs/dpdp.md.</p>
    </section>
  );
}
