package dev.varve.kernel.table;

import java.util.List;

/** Where a table's files live (ARCHITECTURE.md "On disk"). */
public final class TablePaths {
    private final String tablePath;
    private final List<String> partitionKeys;
    private final String defaultPartitionName;

    public TablePaths(String tablePath, List<String> partitionKeys, String defaultPartitionName) {
        this.tablePath = tablePath;
        this.partitionKeys = partitionKeys;
        this.defaultPartitionName = defaultPartitionName;
    }

    public String tablePath() {
        return tablePath;
    }

    public String partitionPath(Partition p) {
        return p.path(partitionKeys, defaultPartitionName);
    }

    public String bucketDir(Partition p, int bucket) {
        String pp = partitionPath(p);
        return tablePath + (pp.isEmpty() ? "" : "/" + pp) + "/bucket-" + bucket;
    }

    public String filePath(Partition p, int bucket, String fileName) {
        return bucketDir(p, bucket) + "/" + fileName;
    }

    public String indexDir() {
        return tablePath + "/index";
    }

    public String consumerDir() {
        return tablePath + "/consumer";
    }

    public List<String> partitionKeys() {
        return partitionKeys;
    }
}
