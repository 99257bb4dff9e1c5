import { AwsV4Signer } from 'aws4fetch';

// The S3 adapter signs with aws4fetch configured as below (service s3, the payload hash sent in
// x-amz-content-sha256, every header signed); this pins that set-up to AWS's own published example.
describe('AWS Signature V4 as the S3 adapter uses it', () => {
  it("matches AWS's GET Object test vector (S3 API reference, Signature Version 4 examples)", async () => {
    const signer = new AwsV4Signer({
      method: 'GET',
      url: 'https://examplebucket.s3.amazonaws.com/test.txt',
      headers: { range: 'bytes=0-9', 'x-amz-content-sha256': 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855' },
      accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
      secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
      region: 'us-east-1',
      service: 's3',
      datetime: '20130524T000000Z',
      allHeaders: true,
    });
    const { headers } = await signer.sign();
    expect(headers.get('authorization')).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
  });
});
