-- JSON_OBJECTAGG fails on a key already present in its group (Flink's JsonObjectAggFunction: "Key 'a' is already present. Duplicate keys are not allowed in JSON_OBJECTAGG"); Varve kept the last value
-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle, probe ag43_jo_2); the Java-API interpreter does not evaluate JSON aggregates
-- exit: 1
CREATE TABLE j (k INT NOT NULL, g INT, n STRING, v INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
INSERT INTO j VALUES (1, 1, 'a', 1), (2, 1, 'a', 2), (3, 2, 'b', 3);
SELECT 'ok', g, JSON_OBJECTAGG(KEY n VALUE v) AS o FROM j WHERE k <> 2 GROUP BY g;
SELECT 'dup', g, JSON_OBJECTAGG(KEY n VALUE v) AS o FROM j GROUP BY g;
