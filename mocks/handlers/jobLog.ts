import { db } from '../store/db';
import type { AppJobRecord } from '../store/seeds/workbench';
import { formatBeijingTime } from '../store/time';
import { operation } from '../routing/declaredOperation';
import { answer } from '../routing/operationAnswer';
import { fail } from './respond';
import { jobView, type JobView } from './workbenchJobs';

/**
 * Hand-written: a job's standard output and error grow with the time it has run, as the
 * application writes them (VASP's electronic steps, GROMACS's progress on stderr, LAMMPS's thermo
 * table), so 作业详情 can follow the tail (issue 39, "Live output").
 *
 * Read by offset (app-start get-log `?offset=`): Slurm writes a job's stdout/stderr to files on
 * the shared storage, and a front end reads those files from where it stopped — a request that
 * survives a dropped connection, a proxy and a reload, and answers the whole log of a finished job
 * the same way from 0. A backend copies this by reading slurm-<jobid>.out from the line offset
 * (a byte offset on disk; lines here because the console shows lines). Deterministic from the job
 * and the time, so every reader sees the same lines.
 */

export interface LogLine {
  n: number;
  stream: 'stdout' | 'stderr';
  text: string;
}

/** At most this many lines per answer: a long finished log is read in pages. */
export const LOG_PAGE = 500;
/** The longest log: a long run writes its steps further apart. */
const MAX_BODY_LINES = 1_500;
const STEP_MS = 3_000;

function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const seedOf = (job: AppJobRecord, n: number) => [...job.jobId].reduce((h, c) => (h * 31 + c.charCodeAt(0)) | 0, n * 7919 + 17);
const exp = (value: number) => {
  const sign = value < 0 ? '-' : ' ';
  const abs = Math.abs(value);
  const power = abs === 0 ? 0 : Math.floor(Math.log10(abs)) + 1;
  return `${sign}0.${String(Math.round((abs / 10 ** power) * 1e12)).padStart(12, '0')}E${power >= 0 ? '+' : '-'}${String(Math.abs(power)).padStart(2, '0')}`;
};

type Kind = 'vasp' | 'gromacs' | 'lammps' | 'generic';
const kindOf = (job: AppJobRecord): Kind => {
  const name = job.appName.toLowerCase();
  if (name.includes('vasp')) return 'vasp';
  if (name.includes('gromacs')) return 'gromacs';
  if (name.includes('lammps')) return 'lammps';
  return 'generic';
};

function header(job: AppJobRecord, start: number): LogLine[] {
  const nodes = Math.max(1, Math.ceil(job.cores / 64));
  const lines: [LogLine['stream'], string][] = [
    ['stdout', `Job ${job.jobId} (${job.jobName}) started at ${formatBeijingTime(start)} on partition ${job.partition}`],
    ['stdout', `Nodes: node[${String(11 + (Number(job.jobId) % 40)).padStart(3, '0')}-${String(11 + (Number(job.jobId) % 40) + nodes - 1).padStart(3, '0')}]  Tasks: ${job.cores}`],
    ['stdout', `Working directory: ${String(job.params.workdir ?? `/public/home/${job.userId}/${job.jobName}`)}`],
  ];
  const kind = kindOf(job);
  if (kind === 'vasp') {
    lines.push(['stdout', ' vasp.6.3.2 18Jan22 (build Mar 10 2023 16:01:22) complex'], ['stdout', ` running on ${String(job.cores).padStart(4)} total cores`],
      ['stdout', ` distrk:  each k-point on ${String(job.cores).padStart(4)} cores,    1 groups`], ['stdout', ' POSCAR found :  2 types and      64 ions'],
      ['stdout', ' LDA part: xc-table for Pade appr. of Perdew'], ['stdout', ' POSCAR, INCAR and KPOINTS ok, starting setup'],
      ['stdout', ' WAVECAR not read'], ['stdout', ' entering main loop'],
      ['stdout', '       N       E                     dE             d eps       ncg     rms          rms(c)']);
  } else if (kind === 'gromacs') {
    lines.push(['stderr', '                      :-) GROMACS - gmx mdrun, 2023.3 (-:'], ['stderr', 'Executable:   /public/software/gromacs/2023.3/bin/gmx_mpi'],
      ['stderr', `Command line:  gmx_mpi mdrun -s ${String(job.params.tprFile ?? 'md.tpr')} -deffnm md -ntomp 1`],
      ['stderr', 'Reading file md.tpr, VERSION 2023.3 (single precision)'], ['stderr', `Using ${job.cores} MPI processes`],
      ['stderr', "starting mdrun 'Protein in water'"], ['stderr', '50000000 steps, 100000.0 ps.']);
  } else if (kind === 'lammps') {
    lines.push(['stdout', 'LAMMPS (2 Aug 2023 - Update 1)'], ['stdout', `  using ${job.cores} MPI tasks`],
      ['stdout', 'Reading data file ...'], ['stdout', '  orthogonal box = (0 0 0) to (72.3 72.3 72.3)'], ['stdout', '  32000 atoms'],
      ['stdout', 'Setting up Verlet run ...'], ['stdout', '   Step          Temp          E_pair         TotEng         Press     ']);
  } else {
    lines.push(['stdout', `${job.appName} starting with ${job.cores} MPI ranks`], ['stdout', 'reading input ... done']);
  }
  return lines.map(([stream, text], n) => ({ n, stream, text }));
}

/** The body line `i` (0-based after the header). */
function bodyLine(job: AppJobRecord, i: number): [LogLine['stream'], string] {
  const r = random(seedOf(job, i));
  const kind = kindOf(job);
  if (kind === 'vasp') {
    if (i % 13 === 12) {
      const f = -345.1 - i * 0.0004 - r() * 0.001;
      return ['stdout', `${String(Math.floor(i / 13) + 1).padStart(4)} F= ${exp(f)} E0= ${exp(f + 0.0011)}  d E =${exp(-0.0004 - r() * 0.0002)}`];
    }
    if (r() < 0.015) return ['stderr', ' WARNING: Sub-Space-Matrix is not hermitian in DAV            4 -4.59E-03'];
    const step = (i % 13) + 1;
    const energy = -345.1 + 4100 * Math.exp(-step * 0.9) + r() * 0.01;
    return ['stdout', `DAV: ${String(step).padStart(3)}    ${exp(energy)}   ${exp(-4100 * Math.exp(-step) * (0.5 + r()))}   ${exp(-15532 * Math.exp(-step) * (0.5 + r()))}  ${String(9920 - step * 310).padStart(5)}   ${(143 * Math.exp(-step * 0.7)).toExponential(3)}`];
  }
  if (kind === 'gromacs') {
    if (i % 10 === 9) return ['stdout', `   Energies (kJ/mol)  Potential ${(-1.2345e6 - r() * 900).toFixed(1)}  Kinetic En. ${(2.1e5 + r() * 300).toFixed(1)}  Temperature ${(299.5 + r()).toFixed(2)}  Pressure (bar) ${(r() * 40 - 20).toFixed(2)}`];
    return ['stderr', `step ${(i + 1) * 5000}, remaining wall clock time: ${Math.max(1, 300 - i)} s`];
  }
  if (kind === 'lammps') {
    const temp = 300 + Math.sin(i / 7) * 4 + r() * 2;
    return ['stdout', `${String((i + 1) * 1000).padStart(9)}   ${temp.toFixed(6).padStart(12)}   ${(-112043.2 - i * 0.8 - r()).toFixed(4).padStart(13)}   ${(-99631.8 - i * 0.6 - r()).toFixed(4).padStart(13)}   ${(r() * 800 - 400).toFixed(4).padStart(11)}`];
  }
  return ['stdout', `step ${String(i + 1).padStart(5)}  residual ${(Math.exp(-i / 200) * (1 + r() * 0.1)).toExponential(4)}  elapsed ${Math.round(((i + 1) * STEP_MS) / 1000)} s`];
}

function footer(job: AppJobRecord, view: JobView): [LogLine['stream'], string][] {
  const at = formatBeijingTime(view.endAt ?? 0);
  if (view.status === 'FAILED') {
    return [['stderr', 'forrtl: severe (174): SIGSEGV, segmentation fault occurred'], ['stderr', `srun: error: node${String(11 + (Number(job.jobId) % 40)).padStart(3, '0')}: task 17: Segmentation fault (core dumped)`],
      ['stderr', `srun: Terminating StepId=${job.jobId}.0`], ['stdout', `Job ${job.jobId} exited with code 139 at ${at}`]];
  }
  if (view.status === 'CANCELLED') return [['stderr', `slurmstepd: error: *** JOB ${job.jobId} ON node${String(11 + (Number(job.jobId) % 40)).padStart(3, '0')} CANCELLED AT ${at.replace(' ', 'T')} ***`]];
  const done: Record<Kind, string> = {
    vasp: ' reached required accuracy - stopping structural energy minimisation',
    gromacs: 'Performance:      182.341        0.132 (ns/day) (hour/ns)',
    lammps: 'Total wall time: ' + String(Math.round(((view.endAt ?? 0) - (view.startAt ?? 0)) / 1000)) + ' s',
    generic: 'converged',
  };
  return [['stdout', done[kindOf(job)]], ['stdout', `Job ${job.jobId} finished normally at ${at}, exit code 0`]];
}

/** Every line the job has written by `now`, and whether it will write more. */
export function jobLog(job: AppJobRecord, view: JobView, now: number): { lines: LogLine[]; complete: boolean } {
  const running = view.status === 'RUNNING';
  const finished = !running && view.status !== 'PENDING';
  if (view.startAt === null) return { lines: [], complete: finished };
  const until = running ? now : (view.endAt ?? now);
  const planned = Math.max(STEP_MS, job.runMinutes * 60_000);
  const step = Math.max(STEP_MS, Math.ceil(planned / MAX_BODY_LINES));
  const head = header(job, view.startAt);
  const count = Math.max(0, Math.floor((until - view.startAt) / step));
  const body = Array.from({ length: count }, (_, i) => bodyLine(job, i));
  const tail = finished ? footer(job, view) : [];
  const lines = [...head, ...[...body, ...tail].map(([stream, text], i) => ({ n: head.length + i, stream, text }))];
  return { lines, complete: finished };
}

export const jobLogHandlers = [
  operation('app-start', 'get-log', ({ params, request }, auth) => {
    const job = db.collection('appJobs').get(Number(params.id));
    if (!job || job.userId !== auth.user.id) return fail(404, '作业不存在');
    const raw = Number(new URL(request.url).searchParams.get('offset') ?? 0);
    const offset = Number.isInteger(raw) && raw > 0 ? raw : 0;
    const now = Date.now();
    const log = jobLog(job, jobView(job, now), now);
    const lines = log.lines.slice(offset, offset + LOG_PAGE);
    const next = offset + lines.length;
    return answer('app-start', 'get-log', { lines, next, complete: log.complete && next >= log.lines.length });
  }),
];
