package dev.varve.props;

import dev.varve.kernel.Catalog;
import dev.varve.row.GenericRow;

import org.junit.jupiter.api.Assumptions;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Runs one case through Paimon (the reference) and Varve (under schedules), compares, and on a
 * mismatch shrinks the case to a small script that still shows it. Stateless.
 */
final class Differential {
    private static final int SHRINK_BUDGET = Integer.getInteger("shrink.budget", 60);

    private Differential() {
    }

    /** The result of one comparison: null-equivalent when {@link #ok()}. */
    static final class Verdict {
        final PaimonRunner.Outcome paimon;
        final List<VarveRunner.Schedule> schedules;
        final List<VarveRunner.Outcome> varve;
        final List<String> problems;
        final boolean changelogCompared;

        /** Per schedule, the Paimon outcome it is compared with (compacting where the schedule compacts explicitly). */
        final List<PaimonRunner.Outcome> references;

        Verdict(PaimonRunner.Outcome paimon, List<PaimonRunner.Outcome> references, List<VarveRunner.Schedule> schedules,
                List<VarveRunner.Outcome> varve, List<String> problems, boolean changelogCompared) {
            this.paimon = paimon;
            this.references = references;
            this.schedules = schedules;
            this.varve = varve;
            this.problems = problems;
            this.changelogCompared = changelogCompared;
        }

        boolean ok() {
            return problems.isEmpty();
        }

        /** Index of the first schedule that disagreed, or -1. */
        int firstBadSchedule() {
            for (int i = 0; i < varve.size(); i++) {
                if (!references.get(i).failed() && !agrees(references.get(i), varve.get(i), changelogCompared)) {
                    return i;
                }
            }
            return -1;
        }
    }

    /**
     * Compares merged results (and, if {@code changelog}, per-key changelogs) of Varve under each
     * schedule with Paimon's reference result.
     */
    static Verdict evaluate(DiffCase c, List<VarveRunner.Schedule> schedules, boolean changelog) {
        Path dir = TempDirs.create("case");
        try {
            PaimonRunner.Outcome paimon = null;
            List<PaimonRunner.Outcome> references = new ArrayList<>();
            // a schedule compacting explicitly is compared with Paimon compacting at the same points (an explicit
            // compaction stores Paimon's merged rows); one Paimon run per distinct set of points
            java.util.Map<String, PaimonRunner.Outcome> byPoints = new java.util.HashMap<>();
            for (VarveRunner.Schedule s : schedules) {
                PaimonRunner.Outcome p;
                if (!s.compactsExplicitly()) {
                    if (paimon == null) {
                        paimon = PaimonRunner.run(c, dir.resolve("paimon"), PaimonRunner.referenceOptions(c), changelog);
                    }
                    p = paimon;
                } else {
                    boolean[] points = s.compactions(c);
                    String k = java.util.Arrays.toString(points);
                    p = byPoints.get(k);
                    if (p == null) {
                        p = PaimonRunner.run(c, dir.resolve("paimon-c" + byPoints.size()),
                                PaimonRunner.compactingReferenceOptions(c), changelog, points);
                        byPoints.put(k, p);
                    }
                }
                references.add(p);
            }
            if (paimon == null) {
                paimon = references.isEmpty()
                        ? PaimonRunner.run(c, dir.resolve("paimon"), PaimonRunner.referenceOptions(c), changelog)
                        : references.get(0);
            }
            List<VarveRunner.Outcome> varve = new ArrayList<>();
            List<String> problems = new ArrayList<>();
            try (Catalog catalog = Catalog.open(dir.resolve("varve").toString())) {
                for (int i = 0; i < schedules.size(); i++) {
                    VarveRunner.Outcome v = VarveRunner.run(c, catalog, "s" + i, schedules.get(i), changelog);
                    varve.add(v);
                    PaimonRunner.Outcome p = references.get(i);
                    if (p.failed()) {
                        continue;
                    }
                    if (!agrees(p, v, changelog)) {
                        problems.add(describe(schedules.get(i), p, v, changelog));
                    }
                }
            }
            return new Verdict(paimon, references, schedules, varve, problems, changelog);
        } finally {
            TempDirs.deleteRecursively(dir);
        }
    }

    static boolean agrees(PaimonRunner.Outcome p, VarveRunner.Outcome v, boolean changelog) {
        if (v.failed() || !v.violations.isEmpty() || !p.merged.equals(v.merged)) {
            return false;
        }
        return !changelog || p.changelog.equals(v.changelog);
    }

    private static String describe(VarveRunner.Schedule s, PaimonRunner.Outcome p, VarveRunner.Outcome v,
                                   boolean changelog) {
        StringBuilder sb = new StringBuilder("schedule ").append(s).append(":\n");
        if (v.failed()) {
            sb.append("  Varve failed: ").append(v.error).append('\n');
        }
        for (String viol : v.violations) {
            sb.append("  Varve: ").append(viol).append('\n');
        }
        if (!v.failed() && !p.merged.equals(v.merged)) {
            if (p.merged.size() + v.merged.size() <= 40) {
                sb.append("  Paimon: ").append(p.merged).append("\n  Varve:  ").append(v.merged).append('\n');
            } else {
                List<String> onlyPaimon = new ArrayList<>(p.merged);
                onlyPaimon.removeAll(v.merged);
                List<String> onlyVarve = new ArrayList<>(v.merged);
                onlyVarve.removeAll(p.merged);
                sb.append("  ").append(p.merged.size()).append(" rows in Paimon, ").append(v.merged.size())
                        .append(" in Varve; only in Paimon: ").append(head(onlyPaimon))
                        .append("\n  only in Varve:  ").append(head(onlyVarve)).append('\n');
            }
        }
        if (changelog && !v.failed() && !p.changelog.equals(v.changelog)) {
            Set<String> keys = new java.util.TreeSet<>(p.changelog.keySet());
            keys.addAll(v.changelog.keySet());
            for (String k : keys) {
                List<String> pc = p.changelog.getOrDefault(k, List.of());
                List<String> vc = v.changelog.getOrDefault(k, List.of());
                if (!pc.equals(vc)) {
                    sb.append("  key ").append(k).append(" changelog Paimon ").append(pc).append("\n")
                            .append("  key ").append(k).append(" changelog Varve  ").append(vc).append('\n');
                }
            }
        }
        return sb.toString();
    }

    private static List<String> head(List<String> rows) {
        return rows.size() <= 20 ? rows : rows.subList(0, 20);
    }

    /**
     * Shrinks a failing case against its first disagreeing schedule: drops batches, then rows, while
     * the disagreement persists and the case keeps the generator's guarantees. Bounded effort.
     */
    static DiffCase shrink(DiffCase c, VarveRunner.Schedule schedule, boolean changelog, int maxEvaluations) {
        List<VarveRunner.Schedule> one = List.of(schedule);
        int budget = maxEvaluations;
        DiffCase cur = c;
        for (int i = cur.batches.size() - 1; i >= 0 && budget > 0; i--) {
            if (cur.batches.size() <= 1) {
                break;
            }
            List<DiffCase.Batch> bs = new ArrayList<>(cur.batches);
            bs.remove(i);
            DiffCase cand = cur.withBatches(bs);
            if (keepsGuarantees(cand)) {
                budget--;
                if (!evaluate(cand, one, changelog).ok()) {
                    cur = cand;
                }
            }
        }
        for (int b = cur.batches.size() - 1; b >= 0 && budget > 0; b--) {
            for (int r = cur.batches.get(b).rows.size() - 1; r >= 0 && budget > 0; r--) {
                DiffCase.Batch batch = cur.batches.get(b);
                if (batch.rows.size() <= 1) {
                    break;
                }
                List<GenericRow> rows = new ArrayList<>(batch.rows);
                rows.remove(r);
                List<DiffCase.Batch> bs = new ArrayList<>(cur.batches);
                bs.set(b, batch.withRows(rows));
                DiffCase cand = cur.withBatches(bs);
                if (keepsGuarantees(cand)) {
                    budget--;
                    if (!evaluate(cand, one, changelog).ok()) {
                        cur = cand;
                    }
                }
            }
        }
        return cur;
    }

    /** What the generator guarantees and dropping records could break (see {@link CaseGenerator}). */
    static boolean keepsGuarantees(DiffCase c) {
        if (c.engine.equals("first-row") && c.options.containsKey("changelog-producer") && !firstAddIsInsert(c)) {
            return false;
        }
        boolean firstMustBeAdd = c.engine.startsWith("aggregation") || c.engine.startsWith("partial-update");
        if (!firstMustBeAdd) {
            return true;
        }
        int[] kp = c.keyPositions();
        Set<List<Object>> seen = new HashSet<>();
        for (DiffCase.Batch b : c.batches) {
            if (b.invalidReason != null) {
                continue;
            }
            for (GenericRow r : b.rows) {
                List<Object> key = new ArrayList<>();
                for (int p : kp) {
                    key.add(r.getField(p));
                }
                if (seen.add(key) && (r.getRowKind().isRetract() || nullGroupSequence(c, r))) {
                    return false;
                }
            }
        }
        return true;
    }

    /** Whether each key's first valid add is a +I (first-row changelog cases, see CaseGenerator). */
    private static boolean firstAddIsInsert(DiffCase c) {
        int[] kp = c.keyPositions();
        Set<List<Object>> seen = new HashSet<>();
        for (DiffCase.Batch b : c.batches) {
            for (GenericRow r : b.rows) {
                if (b.invalidReason != null || r.getRowKind().isRetract()) {
                    continue;
                }
                List<Object> key = new ArrayList<>();
                for (int p : kp) {
                    key.add(r.getField(p));
                }
                if (seen.add(key) && r.getRowKind() != dev.varve.row.RowKind.INSERT) {
                    return false;
                }
            }
        }
        return true;
    }

    private static boolean nullGroupSequence(DiffCase c, GenericRow r) {
        for (String k : c.options.keySet()) {
            if (k.startsWith("fields.") && k.endsWith(".sequence-group")) {
                for (String g : k.substring("fields.".length(), k.length() - ".sequence-group".length()).split(",")) {
                    if (r.getField(c.rowType.indexOf(g)) == null) {
                        return true;
                    }
                }
            }
        }
        return false;
    }

    /**
     * Evaluates, shrinks on failure and returns a report (null when everything agrees). Aborts the
     * test (skipped, not passed) if Paimon cannot judge the case.
     */
    static String check(DiffCase c, List<VarveRunner.Schedule> schedules, boolean changelog) {
        return check(c, schedules, changelog, SHRINK_BUDGET);
    }

    /** {@link #check(DiffCase, List, boolean)} with at most {@code shrinkBudget} re-runs while shrinking. */
    static String check(DiffCase c, List<VarveRunner.Schedule> schedules, boolean changelog, int shrinkBudget) {
        Verdict v = evaluate(c, schedules, changelog);
        Assumptions.assumeFalse(v.paimon.failed(), () -> "Paimon refused the case: " + v.paimon.error);
        if (v.ok()) {
            return null;
        }
        int bad = Math.max(v.firstBadSchedule(), 0);
        DiffCase small = shrink(c, schedules.get(bad), changelog, shrinkBudget);
        Verdict sv = evaluate(small, List.of(schedules.get(bad)), changelog);
        return "Varve disagrees with Paimon 1.4.2 (replay: -Dseed=" + c.seed + " -Dcases=1)\n"
                + String.join("", v.problems)
                + "\nShrunk case (" + small.rowCount() + " rows):\n" + small.script()
                + String.join("", sv.problems);
    }
}
