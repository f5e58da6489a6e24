-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter does not run sys.compact_manifest
-- sys.compact_manifest on a table that does not exist fails (Paimon 1.4.2: "Table default.nope does not exist.")
-- exit: 1
-- stderr: table 'default.nope' does not exist
CALL sys.compact_manifest('default.nope');
