-- probe ag43: JSON_OBJECTAGG in a streaming GROUP BY: a key added again after a retraction that did not remove it (a NULL value)
CREATE TABLE j (k INT NOT NULL, g INT, n STRING, v INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('changelog-producer' = 'input', 'bucket' = '1');
INSERT INTO j VALUES (1, 1, 'a', 1), (2, 1, 'b', CAST(NULL AS INT));
INSERT INTO j VALUES -D(2, 1, 'b', CAST(NULL AS INT));
INSERT INTO j VALUES (5, 1, 'b', 9);
SET 'execution.runtime-mode' = 'streaming';
SELECT g, COUNT(*) AS c, JSON_OBJECTAGG(KEY n VALUE v) AS o FROM j /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */ GROUP BY g;
