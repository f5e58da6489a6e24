-- exit: 1
-- stderr: The compact strategy only supports 'full' or 'minor', but 'medium' is configured.
CREATE TABLE a (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket'='1');
INSERT INTO a VALUES (1,'x'),(2,'y');
CALL sys.compact(`table` => 'default.a', compact_strategy => 'medium');
