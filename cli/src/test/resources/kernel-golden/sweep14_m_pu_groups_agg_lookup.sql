-- partial-update with two sequence groups carrying aggregate functions (sum, max, listagg, last_value) and the lookup producer: group sequences decide per group, aggregates fold every record with a non-null group sequence; streaming changelog and batch rows
-- ordered
CREATE TABLE P (k INT, g1 INT, s BIGINT, m INT, g2 INT, l STRING, lv STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('merge-engine' = 'partial-update', 'changelog-producer' = 'lookup', 'bucket' = '1',
  'fields.g1.sequence-group' = 's,m', 'fields.g2.sequence-group' = 'l,lv',
  'fields.s.aggregate-function' = 'sum', 'fields.m.aggregate-function' = 'max', 'fields.l.aggregate-function' = 'listagg', 'fields.lv.aggregate-function' = 'last_value');
INSERT INTO P VALUES (1, 1, 10, 5, 1, 'a', 'x');
INSERT INTO P VALUES (1, 3, 1, 2, CAST(NULL AS INT), 'b', 'y');
INSERT INTO P VALUES (1, 2, 100, 50, 2, CAST(NULL AS STRING), 'z');
INSERT INTO P VALUES (1, CAST(NULL AS INT), 1000, 500, 1, 'c', CAST(NULL AS STRING));
SELECT * FROM P;
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM P /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */;
