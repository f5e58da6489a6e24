package dev.varve.cli.sql;

import dev.varve.kernel.Table;
import dev.varve.kernel.VarveException;
import dev.varve.row.RowKind;
import dev.varve.row.RowType;

import java.util.List;
import java.util.Map;

/**
 * The branch procedures of Paimon 1.4.2's Flink catalog, with its argument names (positional or named) and answers:
 * {@code sys.create_branch(table, branch [, tag])} (without a tag an empty branch with the table's schemas; by position
 * only: Flink refuses named arguments of this overloaded procedure),
 * {@code sys.delete_branch(table, branch)} (comma-separated names) and {@code sys.fast_forward(table, branch)}.
 * Reads and writes of a branch name it as {@code t$branch_<name>} ({@link Session#tableName}). Not thread-safe.
 */
final class BranchProcedures {
    static final String NAMES = "sys.create_branch, sys.delete_branch, sys.fast_forward";

    private final Session session;

    BranchProcedures(Session session) {
        this.session = session;
    }

    /** The argument names of branch procedure {@code simple} in positional order, or null. */
    static List<String> positional(String simple) {
        switch (simple) {
            case "create_branch":
                return List.of("table", "branch", "tag");
            case "delete_branch":
            case "fast_forward":
                return List.of("table", "branch");
            default:
                return null;
        }
    }

    void call(String simple, Table table, Map<String, Object> args, RowType rt) {
        String procedure = "sys." + simple;
        Object branchArg = args.get("branch");
        if (branchArg == null) {
            throw new SqlError(procedure + " needs argument 'branch'");
        }
        String branch = branchArg.toString();
        try {
            switch (simple) {
                case "create_branch": {
                    Object tag = args.get("tag");
                    String from = tag == null || tag.toString().isBlank() ? null : tag.toString();
                    table.createBranch(branch, from);
                    session.info("Branch '" + branch + "' created" + (from == null ? "." : " from tag '" + from + "'."));
                    break;
                }
                case "delete_branch":
                    // as Paimon: a comma-separated list of branches
                    // (names are taken as written: Paimon 1.4.2 does not trim them)
                    for (String name : branch.split(",")) {
                        table.deleteBranch(name);
                    }
                    session.info("Branch '" + branch + "' deleted.");
                    break;
                case "fast_forward":
                    table.fastForward(branch);
                    session.info("Table " + table.identifier() + " fast-forwarded to branch '" + branch + "'.");
                    break;
                default:
                    throw new IllegalStateException(simple);
            }
        } catch (VarveException e) {
            throw new SqlError(procedure + ": " + e.getMessage());
        }
        session.printRow(RowKind.INSERT, new Object[]{"Success"}, rt);
    }
}
