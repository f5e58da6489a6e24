package dev.varve.cli.sql;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

class SystemTablesTest {
    @Test
    void partitionsPrintAsPaimonDoes() {
        assertEquals("{}", SystemTables.paimonPartition("", List.of()));
        assertEquals("{20240108}", SystemTables.paimonPartition("dt=20240108", List.of("dt")));
        assertEquals("{2024, a, b}", SystemTables.paimonPartition("dt=2024, hh=a, b", List.of("dt", "hh")));
        assertEquals("{x=1, 08}", SystemTables.paimonPartition("dt=x=1, hh=08", List.of("dt", "hh")));
    }

    @Test
    void jsonEscapes() {
        assertEquals("\"a\\\"b\\\\c\\n\"", SystemTables.json("a\"b\\c\n"));
    }
}
