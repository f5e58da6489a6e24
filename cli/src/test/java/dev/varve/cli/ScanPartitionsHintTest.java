package dev.varve.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The 'scan.partitions' read hint of Paimon's Flink source (sql/ScanPartitions). */
class ScanPartitionsHintTest {
    @TempDir
    Path tmp;

    private Golden.Run sql(String stmts) {
        return Golden.kernelSql(tmp, stmts);
    }

    @Test
    void keepsTheListedPartitionsAndASpecLeavingAColumnOutFiltersNothing() {
        Golden.Run w = sql("CREATE TABLE m (p INT, q STRING, v STRING) PARTITIONED BY (p, q); "
                + "INSERT INTO m VALUES (1, 'a', 'x'), (1, CAST(NULL AS STRING), 'y'), (2, 'b', 'z'), (3, 'c', 'w')");
        assertEquals(0, w.exit, w.err);
        Golden.Run one = sql("SELECT v FROM m /*+ OPTIONS('scan.partitions' = 'p=1') */");
        assertEquals(0, one.exit, one.err);
        assertEquals(java.util.List.of("+I[w]", "+I[x]", "+I[y]", "+I[z]"), one.out.lines().sorted().collect(java.util.stream.Collectors.toList()),
                "q left out: Paimon's source builds no partition filter and reads every partition");
        assertTrue(one.err.contains("leaves out partition column 'q'"), one.err);
        Golden.Run two = sql("SELECT v FROM m /*+ OPTIONS('scan.partitions' = ' p = 2 , q = b ; q=c,p=3') */");
        assertEquals(0, two.exit, two.err);
        assertEquals(java.util.List.of("+I[w]", "+I[z]"), two.out.lines().sorted().collect(java.util.stream.Collectors.toList()));
    }

    @Test
    void aColumnThatIsNoPartitionColumnIsAnError() {
        Golden.Run r = sql("CREATE TABLE t (p STRING, v INT) PARTITIONED BY (p); "
                + "SELECT * FROM t /*+ OPTIONS('scan.partitions' = 'v=1') */");
        assertEquals(1, r.exit);
        assertTrue(r.err.contains("'v' is not a partition column"), r.err);
        Golden.Run u = sql("CREATE TABLE u (p STRING, v INT); SELECT * FROM u /*+ OPTIONS('scan.partitions' = 'p=1') */");
        assertEquals(1, u.exit);
        assertTrue(u.err.contains("not partitioned"), u.err);
    }
}
