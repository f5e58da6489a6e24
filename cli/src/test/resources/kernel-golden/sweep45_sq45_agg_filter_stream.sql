-- streaming aggregate FILTER (WHERE ..) over a changelog: a retracted row leaves the calls whose condition it passed (an update from 1 to 5 enters COUNT(*) FILTER (WHERE v > 1)); checked on Flink 2.0 + Paimon 1.4.2 (probes sq45p_filter s1, sq45p_filter_st)
-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle, probe sq45p_filter_st); the Java-API interpreter does not run aggregate FILTER
CREATE TABLE a (k INT, g INT, v INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'changelog-producer' = 'input');
INSERT INTO a VALUES (1, 1, 1), (2, 1, 2), (3, 2, 3);
INSERT INTO a VALUES (1, 1, 5), (3, 2, 0);
INSERT INTO a VALUES +I(4, 1, 7), -D(2, 1, 2);
SET 'execution.runtime-mode' = 'streaming';
SELECT 's2', g, COUNT(*) FILTER (WHERE v > 1) AS c, SUM(v) FILTER (WHERE v > 1) AS sv, MAX(v) FILTER (WHERE v < 6) AS mx FROM a /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */ GROUP BY g;
