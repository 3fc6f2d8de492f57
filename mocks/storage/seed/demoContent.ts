import { strToU8, zipSync } from 'fflate';
import { tarBytes, type TarEntry } from '../archive/tarWriter';

/**
 * Contents of the seeded demo files: job scripts, a multi-page README for the paged viewer,
 * and real archives (a zip and a tar). Hostile content (a Zip Slip archive, a file named as
 * markup) is no demo data: the tests that need it plant it (tests/support/storageFixtures.ts).
 */
export function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/** ~14 KB, so the 4096-byte viewer has four pages; each line says where it is. */
export function readmeText(acc: string): string {
  const sections = ['存储目录说明', '作业提交', '数据传输', '归档与压缩', '配额与清理', '常见问题'];
  const lines: string[] = [`超算云平台 · 账号 ${acc} 的存储使用说明`, ''];
  let n = 1;
  for (const section of sections) {
    lines.push(`## ${section}`);
    for (let i = 0; i < 14; i += 1) {
      lines.push(`第 ${String(n).padStart(3, '0')} 行：${section}——家目录用于保存源码与脚本，大规模计算输出请写入临时存储目录。`);
      n += 1;
    }
    lines.push('');
  }
  lines.push('—— 全文完 ——');
  return `${lines.join('\n')}\n`;
}

export const SLURM_SCRIPTS: Readonly<Record<string, string>> = {
  'run_vasp.slurm': '#!/bin/bash\n#SBATCH -J vasp_relax\n#SBATCH -p cpu_normal\n#SBATCH -N 2\n#SBATCH --ntasks-per-node=64\n\nmodule load vasp/6.4.2\nsrun vasp_std > vasp.out\n',
  'run_lammps.slurm': '#!/bin/bash\n#SBATCH -J lammps_eam\n#SBATCH -p cpu_large\n#SBATCH -N 4\n\nmodule load lammps/2Aug2023\nsrun lmp -in in.eam > log.lammps\n',
  'run_gromacs.sh': '#!/bin/bash\n# GROMACS 分子动力学：能量最小化 + NVT 平衡\ngmx grompp -f em.mdp -c conf.gro -p topol.top -o em.tpr\ngmx mdrun -deffnm em\n',
};

export const BASHRC = '# .bashrc\nexport PATH=$HOME/bin:$PATH\nmodule load gcc/12.2.0 openmpi/4.1.5\nalias sq="squeue -u $USER"\n';

export function energyLog(lines: number): string {
  const out = ['# step      time(ps)   total_energy(eV)   temperature(K)'];
  for (let i = 0; i < lines; i += 1) {
    out.push(`${String(i * 100).padStart(6)}   ${(i * 0.2).toFixed(3).padStart(8)}   ${(-1234.567 + Math.sin(i / 5) * 3.21).toFixed(4).padStart(14)}   ${(300 + Math.cos(i / 3) * 4.5).toFixed(2).padStart(12)}`);
  }
  return `${out.join('\n')}\n`;
}

/** Deterministic zip (fixed mtime) with a folder of example sources. */
export function examplesZip(mtime: Date): Uint8Array {
  return zipSync(
    {
      'examples/': [new Uint8Array(0), { mtime }],
      'examples/hello_mpi.c': [strToU8('#include <mpi.h>\n#include <stdio.h>\nint main(int argc, char **argv) {\n  MPI_Init(&argc, &argv);\n  int rank; MPI_Comm_rank(MPI_COMM_WORLD, &rank);\n  printf("hello from %d\\n", rank);\n  MPI_Finalize();\n}\n'), { mtime }],
      'examples/Makefile': [strToU8('hello_mpi: hello_mpi.c\n\tmpicc -O2 -o $@ $<\n'), { mtime }],
      'examples/说明.txt': [strToU8('示例程序：mpicc 编译后用 srun -n 4 ./hello_mpi 运行。\n'), { mtime }],
    },
    { level: 6 },
  );
}

/** A small dataset as a tar (a folder of CSV files and a note), owned by the account. */
export function datasetTar(mtime: number, owner: { uid: number; gid: number }): Uint8Array {
  const files: [string, string][] = [
    ['dataset/train.csv', 'id,x,y,label\n1,0.12,0.98,1\n2,0.55,0.31,0\n3,0.87,0.44,1\n'],
    ['dataset/test.csv', 'id,x,y\n1,0.33,0.72\n2,0.91,0.05\n'],
    ['dataset/说明.md', '# 数据集\n训练集 3 条，测试集 2 条。\n'],
  ];
  const entries: TarEntry[] = [
    { name: 'dataset/', kind: 'dir', mode: 0o755, ...owner, mtime, size: 0 },
    ...files.map(([name, text]): TarEntry => ({ name, kind: 'file', mode: 0o644, ...owner, mtime, size: strToU8(text).length })),
  ];
  return tarBytes(entries, (i) => strToU8(files[i - 1]?.[1] ?? ''));
}
