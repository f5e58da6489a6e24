-- sys.compact_manifest on a table that does not exist fails (Paimon 1.4.2: "Table default.nope does not exist.")
-- exit: 1
-- stderr: table 'default.nope' does not exist
CALL sys.compact_manifest('default.nope');
