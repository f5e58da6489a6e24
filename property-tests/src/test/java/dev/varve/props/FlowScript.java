package dev.varve.props;

import dev.varve.row.GenericRow;
import dev.varve.row.RowKind;
import dev.varve.row.ValueFormatter;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Runs a {@link FlowCase} on a {@link FlowDriver} and writes what it observes as a transcript, one
 * line per observing step, in a form independent of snapshot ids and of anything the contract
 * leaves unspecified (bucket hashes, order across buckets). Two implementations agree on a case
 * iff their transcripts are equal. A step that throws is written as {@code ERROR} plus the
 * exception's simple class name (messages differ between implementations), and the script goes on.
 * Stateless; thread-safe.
 */
final class FlowScript {
    private FlowScript() {
    }

    /** Runs {@code c}; error messages (not compared) go to {@code notes}. */
    static List<String> run(FlowCase c, FlowDriver d, List<String> notes) {
        List<String> out = new ArrayList<>();
        int commits = 0;
        int stepNo = 0;
        for (FlowCase.Step s : c.steps) {
            stepNo++;
            String label = stepNo + " " + s.kind + (s.stream == null ? "" : " " + s.stream) + ": ";
            try {
                switch (s.kind) {
                    case COMMIT:
                        d.commit(s.rows);
                        commits++;
                        break;
                    case COMPACT:
                        d.compact();
                        break;
                    case BATCH_READ:
                        out.add(label + sorted(d.batchRead(null)));
                        break;
                    case OPEN_STREAM:
                        d.openStream(s.stream, resolve(s.options, d));
                        break;
                    case READ_STREAM:
                        out.add(label + streamed(c, d.readStream(s.stream)));
                        break;
                    case CHECKPOINT_STREAM:
                        d.checkpointStream(s.stream);
                        break;
                    case EXPIRE:
                        d.expire(s.number);
                        break;
                    case SNAPSHOTS:
                        out.add(label + d.snapshotIds());
                        break;
                    case TIME_TRAVEL:
                        out.add(label + "commit " + s.number + " " + sorted(d.batchRead(d.lastSnapshotOf(s.number))));
                        break;
                    case BUCKETS:
                        out.add(label + new TreeMap<>(d.bucketCounts()));
                        break;
                    default:
                        throw new IllegalStateException("step " + s.kind);
                }
            } catch (RuntimeException e) {
                // only "it failed" is comparable: the two systems' exceptions and messages differ
                out.add(label + "ERROR");
                notes.add(label + PaimonRunner.rootMessage(e));
            }
        }
        out.add("commits: " + commits);
        return out;
    }

    /** Replaces {@code commit:N} / {@code commit-last:N} snapshot references with the driver's ids. */
    private static Map<String, String> resolve(Map<String, String> options, FlowDriver d) {
        Map<String, String> out = new LinkedHashMap<>(options);
        String id = out.get("scan.snapshot-id");
        if (id != null && id.startsWith("commit:")) {
            out.put("scan.snapshot-id", String.valueOf(d.firstSnapshotOf(Integer.parseInt(id.substring(7)))));
        } else if (id != null && id.startsWith("commit-last:")) {
            out.put("scan.snapshot-id", String.valueOf(d.lastSnapshotOf(Integer.parseInt(id.substring(12)))));
        }
        return out;
    }

    private static List<String> sorted(List<GenericRow> rows) {
        List<String> out = new ArrayList<>();
        for (GenericRow r : rows) {
            out.add(ValueFormatter.formatRow(RowKind.INSERT, r, FlowCase.ROW_TYPE));
        }
        Collections.sort(out);
        return out;
    }

    private static String streamed(FlowCase c, List<List<GenericRow>> polls) {
        if (c.streamOrder == FlowCase.StreamOrder.UNORDERED) {
            List<String> all = new ArrayList<>();
            for (List<GenericRow> p : polls) {
                for (GenericRow r : p) {
                    all.add(ValueFormatter.formatRow(r, FlowCase.ROW_TYPE));
                }
            }
            Collections.sort(all);
            return all.toString();
        }
        return new TreeMap<>(Changelogs.byKey(polls, FlowCase.ROW_TYPE, c.groupPositions())).toString();
    }
}
