package dev.varve.kernel;

/** A branch of a table as {@code t$branches} shows it (Paimon's columns): its name and creation time. */
public final class BranchInfo {
    /** The name of the main branch (the table itself); no other branch may take it. */
    public static final String MAIN = "main";

    /**
     * The directory of branch {@code branch}'s metadata (schemas, snapshots, tags, changelogs, consumers) in the table
     * at {@code tablePath}: the table's own for main (or null), else {@code <table>/branch/branch-<name>}.
     */
    public static String metaRoot(String tablePath, String branch) {
        return branch == null || MAIN.equals(branch) ? tablePath : tablePath + "/branch/branch-" + branch;
    }

    public final String branchName;
    /** When the branch was created (epoch ms). */
    public final long createTimeMillis;

    public BranchInfo(String branchName, long createTimeMillis) {
        this.branchName = branchName;
        this.createTimeMillis = createTimeMillis;
    }
}
