import type { CollectionDefinition } from '../../store/definition';
import type { ContentRef } from '../fs/nodes';
import type { SerialDir, SerialFile, SerialLink, SerialNode } from '../fs/serialize';
import { BASHRC, datasetTar, energyLog, examplesZip, readmeText, SLURM_SCRIPTS, toBase64 } from './demoContent';
import { heatMapPng } from './png';
import type { StorageFsRecord } from './storageFsRecord';

/**
 * The seeded storage of every HPC account: a home directory and a scratch directory with job
 * scripts, results, real archives, files owned by a colleague (for "restore owner"), links (one escaping to /etc), and `output_100k`, a
 * generated directory of 100,000 entries stored as a formula.
 */
const encoder = new TextEncoder();
/** A colleague's uid/gid: files "copied from 张工" that the account does not own. */
const FOREIGN = { uid: 10086, gid: 10086 };
/** The account whose seed has no default directory, so the root list shows (docs/behaviour §2.8). */
const NO_DEFAULT_PATH = new Set(['hpc_ops01']);

type Owner = { uid: number; gid: number };
type Opts = { mode?: number; owner?: Owner; t: number };

const file = (n: string, c: ContentRef, size: number, o: Opts & { owner: Owner }): SerialFile =>
  ({ k: 'f', n, m: o.mode ?? 0o644, u: o.owner.uid, g: o.owner.gid, t: o.t, s: size, c });
const text = (n: string, body: string, o: Opts & { owner: Owner }): SerialFile => file(n, { text: body }, encoder.encode(body).length, o);
const binary = (n: string, bytes: Uint8Array, o: Opts & { owner: Owner }): SerialFile => file(n, { b64: toBase64(bytes) }, bytes.length, o);
const dir = (n: string, c: SerialNode[], o: Opts & { owner: Owner }): SerialDir =>
  ({ k: 'd', n, m: o.mode ?? 0o755, u: o.owner.uid, g: o.owner.gid, t: o.t, c });
const link = (n: string, to: string, o: Opts & { owner: Owner }): SerialLink =>
  ({ k: 'l', n, m: 0o777, u: o.owner.uid, g: o.owner.gid, t: o.t, to });

function homeTree(acc: string, owner: Owner, now: number, seed: number): SerialDir {
  const day = 86_400_000;
  const at = (days: number, o: Omit<Opts, 't'> = {}) => ({ owner, ...o, t: now - days * day });
  const scripts = Object.entries(SLURM_SCRIPTS).map(([name, body], i) => text(name, body, at(30 + i, { mode: 0o755 })));
  const outputDir: SerialDir = { ...dir('output_100k', [], at(1)), gen: { count: 100_000, seed, newest: now - 3_600_000 } };
  return dir(acc, [
    text('.bashrc', BASHRC, at(200)),
    dir('.ssh', [text('authorized_keys', `ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI${acc} ${acc}@login01\n`, at(200, { mode: 0o600 }))], at(200, { mode: 0o700 })),
    text('README.txt', readmeText(acc), at(12)),
    dir('作业脚本', scripts, at(28)),
    dir('results', [
      text('energy.log', energyLog(120), at(3)),
      binary('温度分布.png', heatMapPng(360, 220, seed), at(3)),
      text('summary.csv', 'job_id,status,core_hours\n3120045,COMPLETED,512.4\n3120046,FAILED,12.0\n', at(2)),
    ], at(2)),
    binary('examples.zip', examplesZip(new Date(now - 20 * day)), at(20)),
    binary('dataset.tar', datasetTar(now - 15 * day, owner), at(15)),
    dir('共享数据', [
      text('参考结构.cif', 'data_Si\n_cell_length_a 5.431\n_symmetry_space_group_name_H-M "F d -3 m"\n', at(40, { owner: FOREIGN })),
      text('赝势说明.txt', '来自课题组公共目录，请勿修改。\n', at(40, { owner: FOREIGN })),
    ], at(40, { owner: FOREIGN })),
    outputDir,
    link('scratch', `/public/scratch/${acc}`, at(90)),
    link('系统配置', '/etc', at(90)),
  ], at(1, { mode: 0o750 }));
}

function scratchTree(acc: string, owner: Owner, now: number, seed: number): SerialDir {
  const t = now - 5 * 86_400_000;
  return dir(acc, [
    dir('checkpoint', [
      file('ckpt_0001.bin', { gen: seed ^ 0x5a5a }, 24 * 1024 * 1024, { owner, t }),
      file('ckpt_0002.bin', { gen: seed ^ 0xa5a5 }, 24 * 1024 * 1024, { owner, t: t + 3_600_000 }),
    ], { owner, t }),
    dir('tmp', [], { owner, t }),
  ], { owner, t, mode: 0o700 });
}

export const storageFsDefinition: CollectionDefinition<StorageFsRecord> = {
  idKind: 'string',
  version: 2,
  seed: ({ refDate, get }) =>
    get('hpcAccounts').map((account) => {
      const owner = { uid: 20000 + account.id, gid: 20000 + account.id };
      const now = refDate.getTime();
      const seed = 7919 * account.id;
      const home = `/public/home/${account.acc}`;
      return {
        id: account.acc,
        ...owner,
        defaultPath: NO_DEFAULT_PATH.has(account.acc) ? null : home,
        roots: [
          { path: home, tree: homeTree(account.acc, owner, now, seed) },
          { path: `/public/scratch/${account.acc}`, tree: scratchTree(account.acc, owner, now, seed) },
        ],
      };
    }),
};
