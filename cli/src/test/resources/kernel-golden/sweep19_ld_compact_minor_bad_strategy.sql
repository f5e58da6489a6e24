-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter does not run these procedures or write-only changelog producers
-- exit: 1
-- stderr: The compact strategy only supports 'full' or 'minor', but 'medium' is configured.
CREATE TABLE a (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket'='1');
INSERT INTO a VALUES (1,'x'),(2,'y');
CALL sys.compact(`table` => 'default.a', compact_strategy => 'medium');
