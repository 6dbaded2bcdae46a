export interface DemoSignIn {
  role: string;
  email: string;
  password: string;
}

/** The 'Demo sign-ins' table the server prints on start (role, email, password of each row). */
export function demoSignIns(output: string): DemoSignIn[] {
  const table = output.slice(output.indexOf('Demo sign-ins'));
  const rows: DemoSignIn[] = [];
  for (const line of table.split('\n')) {
    const match = /\b(admin|advisor|investor)\s+(\S+@\S+)\s+(\S+)\s*$/.exec(line);
    if (match) rows.push({ role: match[1]!, email: match[2]!, password: match[3]! });
  }
  return rows;
}
