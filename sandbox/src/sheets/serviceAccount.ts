// The sandbox's own Google service account: a throwaway RSA key pair that stands in for a key file made in
// Google Cloud. It protects nothing and is public on purpose; the token endpoint checks JWTs against it.

/** client_email of the sandbox service account. */
export const SANDBOX_SERVICE_ACCOUNT_EMAIL = 'booking-sheets@sandbox-project.iam.gserviceaccount.com';

/** The private key the BFF signs its JWT bearer grant with (the `private_key` of the JSON key file). */
export const SANDBOX_SERVICE_ACCOUNT_PRIVATE_KEY = `-----BEGIN PRIVATE KEY-----
MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgwggSkAgEAAoIBAQDDNAVwIX/TLR3J
qKTE2Ux6tc1s1PukXXVp8awBqW+OqVbA13Cc+G8SgAxTRvofe1kf2qVjZgJp/JTL
GffhhgeNuGEP53tycC75hdAWO3vgzxEcpML39KNCYJ56rkrjQvwZyKRF43mxFCmq
6FI7gxQP7q+bJsvCNOPTZj8k3pf1/a2G9XsOtefU1LeJrog0/bjU+vkvHPbGKoX6
Yi5kb8rLN/Fv8VJ1VSb8S+VZdLbjT2wFWe9NYpS6F3d72Yi6au+z5JCnQXl9lQ4H
lPUs4vTRDtt4ccB1REqZ3ga4dcLEiHsRDeqgsoGIAKjkIOphx6nHQfNE5iQsYf8M
jXEeKD3hAgMBAAECggEASQ0Y0+PVgGQr96HjN7/SfUG4RPhXzCUloaZNprmQBCWf
T7/QZw4aEyRUeH3hcRKqQd+DcXVlheB+lpt7Rqzv+rt7p4YLjsIo8jx/qTJNo84a
K0wFouGsj1S1Olgrsm0JB2UtBPKiQgC3rzwOOjNNuMCsezXDn0RH1n83NkcPO4Ex
majKksyaWHGyY6lg2e7e1gUVXu0mfkjH1qjakWf1zXzAGNLeMSKvOZ8x+4/xkEx7
t73PH9RZ5LA93D2NIY7IPGY+6QQLiqaE6STdXJ+CQiyeCw5jOwZhicRItqh0PDYU
hRSn+cF6cSXC8Ens0cCFuTByUocSpdMrxdlUHYAKGQKBgQD6vrqRYVzwsuZ5/ZBJ
SGlxWBTS7UB0J1pmzHRCTwVAn4+1w1rud2us6YIT1KXwRk150IpptHCrrKR9KzDd
x3mKvsSi2cWH9xqnmKIYl3zh27lx3bLSi0yyclbrh4WGCHtlKsuoG3C3Ti26Ew3f
+a9gq6Gz+l8A/ff1S0+0a68fOwKBgQDHS04jEaoTqKmiQkho2ZXLj0/0Un5zLZxu
mMkQR5NBfJuWMjQTaURjIK/vwonKWPkNh8apVzEQBE3a2abrtw0ZRThcXl+GkkBe
tn4OZgsWjWJFDenDdWvt6SG/yXyTchsQkGJlxoU809fxMi360NXtRzvW9u01NWjU
3aRCMHT9kwKBgDuqpSSxIXeZaqS+xNXbaFPzXMkwcbTyJF3v6v5YZWySS5U6DmpO
eo3j5vMnF/GMGSWSjU1IBcOkSmQKog80R2TPrmT+IzYOhAY7mN73NV1ddsx0r/fP
9AlGkg5r6kcRv6M8QsgW94R3EwSDQjr45FXBobH9Mxw+UwHI0Qei1EI/AoGBALyo
LcyG0UCQ3hwqsM8IgoPTI3X+jZNMrxQG7/bIOr64TbSNy7xAXyuTatkFiFiThxfm
2wm870XhPS4Z8aibfPvaCfNupvEGC4ddK9FHieGMb2U9OXf89PGfSoJ6IsKVNsek
VnFPzxr40yeRP/N5s7lNQHlLANvotlcjhXXe1zCfAoGBAOvGgPu8+InDwJMtszMv
jCF4NHdptPa0Pw+FLy8THqg+tBGTbba6bvb0U77O+uqgyJ6UENHHp9flTOCU0s7B
M7j/eobKzJiahOdyZtUUpTHn9wZqOpOcXGNJ/tq3se2k7FtoKhCYPLi+S2msjO5P
1Pdii4D9s3WzEgtuBCIcFgHG
-----END PRIVATE KEY-----
`;

/** The public half, which the token endpoint verifies assertions with. */
export const SANDBOX_SERVICE_ACCOUNT_PUBLIC_KEY = `-----BEGIN PUBLIC KEY-----
MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAwzQFcCF/0y0dyaikxNlM
erXNbNT7pF11afGsAalvjqlWwNdwnPhvEoAMU0b6H3tZH9qlY2YCafyUyxn34YYH
jbhhD+d7cnAu+YXQFjt74M8RHKTC9/SjQmCeeq5K40L8GcikReN5sRQpquhSO4MU
D+6vmybLwjTj02Y/JN6X9f2thvV7DrXn1NS3ia6INP241Pr5Lxz2xiqF+mIuZG/K
yzfxb/FSdVUm/EvlWXS2409sBVnvTWKUuhd3e9mIumrvs+SQp0F5fZUOB5T1LOL0
0Q7beHHAdURKmd4GuHXCxIh7EQ3qoLKBiACo5CDqYcepx0HzROYkLGH/DI1xHig9
4QIDAQAB
-----END PUBLIC KEY-----
`;

/** The spreadsheet the seeded `demo` config writes to. */
export const SANDBOX_SPREADSHEET_ID = 'sandboxDemoSpreadsheet0001';

/** The JSON key file of the sandbox service account, as `{CONFIGID}_GOOGLE_SERVICE_ACCOUNT_JSON` holds it. */
export function sandboxServiceAccountJson(tokenUrl: string): string {
  return JSON.stringify({
    type: 'service_account',
    project_id: 'sandbox-project',
    private_key_id: 'sandbox-key-1',
    private_key: SANDBOX_SERVICE_ACCOUNT_PRIVATE_KEY,
    client_email: SANDBOX_SERVICE_ACCOUNT_EMAIL,
    token_uri: tokenUrl,
  });
}
