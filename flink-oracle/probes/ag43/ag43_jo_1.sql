-- probe ag43: JSON_OBJECTAGG in a streaming GROUP BY over an input producer's changelog: a retraction removes the key only when it holds the retracted value (a NULL value is never equal)
CREATE TABLE j (k INT NOT NULL, g INT, n STRING, v INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('changelog-producer' = 'input', 'bucket' = '1');
INSERT INTO j VALUES (1, 1, 'a', 1), (2, 1, 'b', CAST(NULL AS INT)), (3, 2, 'a', 5), (4, 3, 'c', 7);
INSERT INTO j VALUES -D(2, 1, 'b', CAST(NULL AS INT));
INSERT INTO j VALUES -D(3, 2, 'a', 6);
INSERT INTO j VALUES -D(1, 1, 'a', 1);
INSERT INTO j VALUES -U(4, 3, 'c', 7), +U(4, 3, 'd', 8);
SET 'execution.runtime-mode' = 'streaming';
SELECT g, COUNT(*) AS c, JSON_OBJECTAGG(KEY n VALUE v) AS o FROM j /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */ GROUP BY g;
SELECT g, COUNT(*) AS c, JSON_OBJECTAGG(KEY n VALUE v ABSENT ON NULL) AS o FROM j /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */ GROUP BY g;
