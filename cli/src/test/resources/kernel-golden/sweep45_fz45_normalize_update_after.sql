-- ChangelogNormalize of a table without a producer (Flink 2.0): a row equal on the columns the query reads is dropped when it comes as +I, but still updates (-U old, +U new) when it comes as +U (Paimon's UPDATE writes +U rows), as Flink 2.0's equaliser compares the row kinds too (FLINK-38217, fixed after 2.0); fuzz fzjn_1904
-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle, probes fz45p_norm_*); the Java-API interpreter does not plan Flink's streaming GROUP BY nor its ChangelogNormalize
CREATE TABLE b (k INT NOT NULL, g INT, s STRING, n INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('merge-engine' = 'deduplicate', 'changelog-producer' = 'none', 'bucket' = '1');
INSERT INTO b VALUES (3, 2, 'b2', 8), (5, 1, 'b1', 9);
UPDATE b SET s = 'u9', g = 1 WHERE k = 5;
INSERT INTO b VALUES (5, 1, 'b7', 9);
INSERT INTO b VALUES (6, 1, 'b8', 9);
SET 'execution.runtime-mode' = 'streaming';
SELECT g, COUNT(*) AS c FROM b /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */ WHERE g <> 2 GROUP BY g;
SELECT k, g FROM b /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */;
SELECT k, g FROM b /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */ WHERE s <> 'zz';
SET 'execution.runtime-mode' = 'batch';
SELECT * FROM b;
