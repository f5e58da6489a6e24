package dev.varve.cli.sql;

import dev.varve.kernel.Table;
import dev.varve.kernel.VarveException;
import dev.varve.kernel.options.OptionValues;
import dev.varve.row.DataField;
import dev.varve.row.DataType;
import dev.varve.row.RowKind;
import dev.varve.row.RowType;

import java.time.Duration;
import java.util.List;
import java.util.Map;

/**
 * The tag procedures of Paimon 1.4.2's Flink catalog, with its argument names (positional or named)
 * and its answers: {@code sys.create_tag(table, tag [, snapshot_id [, time_retained]])} (latest
 * snapshot when none given), {@code sys.create_tag_from_timestamp(table, tag, timestamp [, time_retained])},
 * {@code sys.replace_tag(table, tag [, snapshot_id [, time_retained]])},
 * {@code sys.delete_tag(table, tag)} (comma-separated names; a missing tag is skipped, as Paimon),
 * {@code sys.rename_tag(table, tagName, targetTagName)} and {@code sys.expire_tags(table [, older_than])};
 * {@code sys.rollback_to} with a tag is {@link Procedures}' with {@link #rollbackToTag}. Not thread-safe.
 */
final class TagProcedures {
    static final String NAMES = "sys.create_tag, sys.create_tag_from_timestamp, sys.replace_tag, sys.delete_tag, "
            + "sys.rename_tag and sys.expire_tags";

    private final Session session;

    TagProcedures(Session session) {
        this.session = session;
    }

    /** The argument names of tag procedure {@code simple} in positional order (named arguments are lower-cased), or null. */
    static List<String> positional(String simple) {
        switch (simple) {
            case "create_tag":
            case "replace_tag":
                return List.of("table", "tag", "snapshot_id", "time_retained");
            case "create_tag_from_timestamp":
                return List.of("table", "tag", "timestamp", "time_retained");
            case "delete_tag":
                return List.of("table", "tag");
            case "rename_tag":
                return List.of("table", "tagname", "targettagname");
            case "expire_tags":
                return List.of("table", "older_than");
            default:
                return null;
        }
    }

    void call(String simple, Table table, Map<String, Object> args, RowType rt) {
        String procedure = "sys." + simple;
        try {
            switch (simple) {
                case "create_tag":
                case "replace_tag": {
                    String tag = required(args, "tag", procedure);
                    Long snapshot = snapshotId(args, procedure);
                    Duration retained = duration(args, procedure);
                    long id = simple.equals("create_tag") ? table.createTag(tag, snapshot, retained)
                            : table.replaceTag(tag, snapshot, retained);
                    session.info("Tag '" + tag + "' at snapshot " + id + ".");
                    success(rt);
                    break;
                }
                case "create_tag_from_timestamp": {
                    String tag = required(args, "tag", procedure);
                    long millis = Procedures.longArg(required(args, "timestamp", procedure), procedure + ": timestamp",
                            "epoch milliseconds");
                    long id = table.createTagFromTimestamp(tag, millis, duration(args, procedure));
                    session.info("Tag '" + tag + "' created at snapshot " + id + ".");
                    fromTimestampAnswer(table, tag);
                    break;
                }
                case "delete_tag": {
                    int deleted = 0;
                    // as Paimon: split on commas (trailing empty names dropped), names trimmed, a blank one refused
                    for (String tag : required(args, "tag", procedure).split(",")) {
                        String name = tag.strip();
                        if (name.isEmpty()) {
                            throw new SqlError(procedure + ": Tag name shouldn't be blank.");
                        }
                        try {
                            table.deleteTag(name);
                            deleted++;
                        } catch (VarveException.NotFound e) {
                            // as Paimon: deleting a tag that does not exist does nothing
                        }
                    }
                    session.info(deleted + " tags deleted.");
                    success(rt);
                    break;
                }
                case "rename_tag": {
                    String from = required(args, "tagname", procedure);
                    String to = required(args, "targettagname", procedure);
                    table.renameTag(from, to);
                    session.printRow(RowKind.INSERT, new Object[]{"Rename [" + from + "] to [" + to + "] successfully."}, rt);
                    break;
                }
                case "expire_tags": {
                    Object o = args.get("older_than");
                    Long olderThan = o == null || o.toString().isBlank() ? null
                            : Procedures.timestampMillis(o, procedure + ": older_than");
                    List<String> expired = table.expireTags(olderThan);
                    if (expired.isEmpty()) {
                        session.printRow(RowKind.INSERT, new Object[]{"No expired tags."}, rt);
                    }
                    for (String name : expired) {
                        session.printRow(RowKind.INSERT, new Object[]{name}, rt);
                    }
                    break;
                }
                default:
                    throw new IllegalStateException(simple);
            }
        } catch (VarveException e) {
            throw new SqlError(procedure + ": " + e.getMessage());
        }
    }

    /** {@code sys.rollback_to} with a tag: returns the tagged snapshot's id. */
    static long rollbackToTag(Table table, String tag) {
        try {
            return table.rollbackToTag(tag.strip());
        } catch (VarveException e) {
            throw new SqlError("sys.rollback_to: " + e.getMessage());
        }
    }

    /**
     * Paimon 1.4.2's answer to create_tag_from_timestamp: ROW<tagName, snapshot, commit_time (epoch ms),
     * watermark> (Varve records no watermark: Flink's "none", as {@code $snapshots} shows it).
     */
    private void fromTimestampAnswer(Table table, String tag) {
        for (dev.varve.kernel.TagInfo t : table.tags()) {
            if (t.tagName.equals(tag)) {
                session.printRow(RowKind.INSERT, new Object[]{t.tagName, t.snapshotId, t.commitTimeMillis, SystemTables.NO_WATERMARK},
                        new RowType(List.of(new DataField(0, "tagName", DataType.string()),
                                new DataField(1, "snapshot", DataType.bigint()),
                                new DataField(2, "commit_time", DataType.bigint()),
                                new DataField(3, "watermark", DataType.bigint()))));
            }
        }
    }

    private void success(RowType rt) {
        session.printRow(RowKind.INSERT, new Object[]{"Success"}, rt);
    }

    private static String required(Map<String, Object> args, String name, String procedure) {
        Object v = args.get(name);
        if (v == null) {
            throw new SqlError(procedure + " needs argument '" + name + "'");
        }
        return v.toString();
    }

    private static Long snapshotId(Map<String, Object> args, String procedure) {
        Object v = args.get("snapshot_id");
        return v == null || v.toString().isBlank() ? null : Procedures.longArg(v, procedure + ": snapshot_id", "an integer");
    }

    private static Duration duration(Map<String, Object> args, String procedure) {
        Object v = args.get("time_retained");
        if (v == null || v.toString().isBlank()) {
            return null;
        }
        try {
            return OptionValues.parseDuration(v.toString().strip());
        } catch (RuntimeException e) {
            throw new SqlError(procedure + ": time_retained '" + v + "' is not a duration (e.g. '1 d', '12 h', '30 min'): "
                    + e.getMessage());
        }
    }
}
