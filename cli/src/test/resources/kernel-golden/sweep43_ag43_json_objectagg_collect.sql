-- JSON_OBJECTAGG in a streaming GROUP BY over an input producer's changelog (a retraction removes its key when the key holds the retracted value, a NULL too; the key may then come back), COLLECT (a multiset printed as its element -> count map: NULLs skipped, an empty one for no value, a retraction of an element never collected kept with count -1)
-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle, probes ag43_jo_1, ag43_jo_3, ag43_co_1, ag43_co_2); the Java-API interpreter does not plan Flink's GroupAggregate over a changelog
CREATE TABLE j (k INT NOT NULL, g INT, n STRING, v INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('changelog-producer' = 'input', 'bucket' = '1');
INSERT INTO j VALUES (1, 1, 'a', 1), (2, 1, 'b', CAST(NULL AS INT)), (3, 2, 'a', 5), (4, 3, 'c', 7);
INSERT INTO j VALUES -D(2, 1, 'b', CAST(NULL AS INT));
INSERT INTO j VALUES -D(3, 2, 'a', 6);
INSERT INTO j VALUES -D(1, 1, 'a', 1);
INSERT INTO j VALUES -U(4, 3, 'c', 7), +U(4, 3, 'd', 8);
INSERT INTO j VALUES (5, 1, 'b', 9);
CREATE TABLE c (k INT NOT NULL, g INT, s STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('changelog-producer' = 'input', 'bucket' = '1');
INSERT INTO c VALUES (1, 1, 'a'), (2, 1, 'b'), (3, 1, 'a'), (4, 2, CAST(NULL AS STRING)), (5, 2, 'c');
SELECT 'b1', g, COLLECT(s) AS m FROM c GROUP BY g;
SELECT 'b2', COLLECT(s) AS m FROM c WHERE k > 10;
INSERT INTO c VALUES -D(3, 1, 'a'), -D(9, 2, 'x');
SET 'execution.runtime-mode' = 'streaming';
SELECT g, COUNT(*) AS c, JSON_OBJECTAGG(KEY n VALUE v) AS o FROM j /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */ GROUP BY g;
SELECT g, COUNT(*) AS c, JSON_OBJECTAGG(KEY n VALUE v ABSENT ON NULL) AS o FROM j /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */ GROUP BY g;
SELECT g, COLLECT(s) AS m FROM c /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */ GROUP BY g;
