package dev.varve.cli.sql;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;

class FlinkParserDollarTest {
    @Test
    void quotesOnlyUnquotedDollarIdentifiers() {
        assertEquals("SELECT * FROM db.`t$audit_log`", FlinkParser.quoteDollarIdentifiers("SELECT * FROM db.t$audit_log"));
        assertEquals("SELECT * FROM `t$files` WHERE s = 'a$b' -- x$y\n",
                FlinkParser.quoteDollarIdentifiers("SELECT * FROM t$files WHERE s = 'a$b' -- x$y\n"));
        assertEquals("SELECT * FROM `t$snapshots` /*+ OPTIONS('k$'='v') */",
                FlinkParser.quoteDollarIdentifiers("SELECT * FROM `t$snapshots` /*+ OPTIONS('k$'='v') */"));
    }

    @Test
    void qualifiedSystemTablesParse() {
        FlinkParser.parse("SELECT * FROM db.t$audit_log");
        FlinkParser.parse("SELECT snapshot_id FROM c.db.t$snapshots WHERE snapshot_id > 1");
    }
}
