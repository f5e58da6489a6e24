-- hll_sketch and theta_sketch aggregation (serialized DataSketches): a key's only sketch reads back as written, a second one is unioned ({a, b} with {b, c}); batch rows as bytes
CREATE TABLE S (k INT, h VARBINARY, t VARBINARY, PRIMARY KEY (k) NOT ENFORCED) WITH ('merge-engine' = 'aggregation', 'bucket' = '1',
  'fields.h.aggregate-function' = 'hll_sketch', 'fields.t.aggregate-function' = 'theta_sketch');
INSERT INTO S VALUES (1, x'02010704030802082F823B040AFF8004', x'02030300001ACC93020000000000803F857F40B689C7E53417C11D528507017B'), (2, x'02010704030802082F823B040AFF8004', x'02030300001ACC93020000000000803F857F40B689C7E53417C11D528507017B');
INSERT INTO S VALUES (2, x'02010704030802080AFF80046F19DC06', x'02030300001ACC93020000000000803FB70C6EE5A8AF4008857F40B689C7E534');
SELECT * FROM S;
