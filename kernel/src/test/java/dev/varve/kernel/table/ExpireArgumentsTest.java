package dev.varve.kernel.table;

import dev.varve.kernel.Catalog;
import dev.varve.kernel.Table;
import dev.varve.kernel.VarveException;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.List;

import static dev.varve.kernel.table.TableTestSupport.catalog;
import static dev.varve.kernel.table.TableTestSupport.commit;
import static dev.varve.kernel.table.TableTestSupport.create;
import static dev.varve.kernel.table.TableTestSupport.ins;
import static dev.varve.kernel.table.TableTestSupport.read;
import static dev.varve.kernel.table.TableTestSupport.schema;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Paimon's {@code expire_snapshots(table, retain_max, retain_min, older_than, max_deletes)} and
 * {@code snapshot.expire.limit} (ExpireSnapshotsImpl's rules: beyond retain-max always, older than
 * older-than while above retain-min, at most max-deletes per call, oldest first).
 */
class ExpireArgumentsTest {
    @TempDir
    Path dir;

    private Table table(Catalog c, String name, String... options) {
        var b = schema("k INT", "v STRING").primaryKey("k").option("bucket", "1").option("snapshot.num-retained.min", "1");
        for (int i = 0; i < options.length; i += 2) {
            b.option(options[i], options[i + 1]);
        }
        Table t = create(c, name, b.build());
        for (int i = 0; i < 8; i++) {
            commit(t, ins(i, "v" + i));
        }
        return t;
    }

    private static long earliest(Table t) {
        return t.snapshots().get(0).snapshotId;
    }

    @Test
    void argumentsOverrideTheTablesOptions() {
        try (Catalog c = catalog(dir)) {
            long future = System.currentTimeMillis() + 60_000;
            Table a = table(c, "a");
            assertEquals(0, a.expireSnapshots(null, null, null, null), "nothing is an hour old, no max");
            assertEquals(3, a.expireSnapshots(5, null, null, null), "beyond retain_max 5");
            assertEquals(4, earliest(a));
            assertEquals(3, a.expireSnapshots(null, 2, future, 3), "older than the future, at most 3");
            assertEquals(7, earliest(a));
            assertEquals(0, a.expireSnapshots(null, 2, future, null), "retain_min 2 keeps 7 and 8");
            assertEquals(1, a.expireSnapshots(null, 1, future, null));
            assertEquals(List.of("+I[0, v0]", "+I[1, v1]", "+I[2, v2]", "+I[3, v3]", "+I[4, v4]", "+I[5, v5]", "+I[6, v6]", "+I[7, v7]"),
                    read(a));
            VarveException e = assertThrows(VarveException.class, () -> a.expireSnapshots(2, 3, null, null));
            assertTrue(e.getMessage().contains("retain_max (2) must not be less than retain_min (3)"), e.getMessage());
            assertThrows(VarveException.class, () -> a.expireSnapshots(null, 0, null, null));
            assertThrows(VarveException.class, () -> a.expireSnapshots(null, null, null, 0));
        }
    }

    @Test
    void theExpireLimitBoundsEveryCall() {
        try (Catalog c = catalog(dir)) {
            Table t = table(c, "t", "snapshot.expire.limit", "2");
            assertEquals(2, t.expireSnapshots(1));
            assertEquals(3, earliest(t));
            assertEquals(2, t.expireSnapshots(1));
            assertEquals(5, earliest(t));
        }
    }
}
