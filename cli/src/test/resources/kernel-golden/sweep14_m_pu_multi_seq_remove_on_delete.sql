-- partial-update with a two-column sequence.field and partial-update.remove-record-on-delete, lookup producer: a late row loses field by field, a -D with a newer sequence removes the row, the key written again with a newer sequence starts from nothing (a -D or row older than the stored state is left out: its result depends on compaction in Paimon, SEMANTICS kept difference)
-- ordered
CREATE TABLE P (k INT, a STRING, b STRING, s1 INT, s2 INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('merge-engine' = 'partial-update', 'sequence.field' = 's1,s2', 'partial-update.remove-record-on-delete' = 'true', 'changelog-producer' = 'lookup', 'bucket' = '1');
INSERT INTO P VALUES (1, 'a', CAST(NULL AS STRING), 1, 1), (2, 'x', 'y', 1, 1);
INSERT INTO P VALUES (1, 'late', 'b', 1, 0), (2, CAST(NULL AS STRING), 'y2', 2, 0);
SELECT * FROM P;
INSERT INTO P VALUES -D(1, CAST(NULL AS STRING), CAST(NULL AS STRING), 1, 2), -D(2, CAST(NULL AS STRING), CAST(NULL AS STRING), 2, 1);
SELECT * FROM P;
INSERT INTO P VALUES (1, CAST(NULL AS STRING), 'c', 3, 0), (2, 'z', CAST(NULL AS STRING), 2, 1);
SELECT * FROM P;
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM P /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */;
